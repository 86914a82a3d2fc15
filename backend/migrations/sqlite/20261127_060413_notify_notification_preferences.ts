import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_in_app_discussion\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_in_app_online_course\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_in_app_information\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_in_app_events\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_in_app_payments\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_email_discussion\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_email_online_course\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_email_information\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_email_events\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_email_payments\` integer DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_in_app_discussion\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_in_app_online_course\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_in_app_information\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_in_app_events\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_in_app_payments\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_email_discussion\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_email_online_course\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_email_information\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_email_events\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_email_payments\`;`)
}
