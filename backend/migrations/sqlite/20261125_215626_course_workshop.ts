import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`courses\` ADD \`workshop\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_workshop\` integer DEFAULT false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`workshop\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_workshop\`;`)
}
