import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`course_lectures\` ADD \`content_preview_image_id\` integer REFERENCES media(id);`)
  await db.run(sql`ALTER TABLE \`course_lectures\` ADD \`assignment_duration\` numeric;`)
  await db.run(sql`ALTER TABLE \`course_lectures\` ADD \`assignment_lock_button\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`course_lectures_content_preview_content_preview_image_idx\` ON \`course_lectures\` (\`content_preview_image_id\`);`)
  await db.run(sql`ALTER TABLE \`course_lectures_locales\` ADD \`content_description\` text;`)
  await db.run(sql`ALTER TABLE \`course_lectures_locales\` ADD \`content_preview_alt\` text;`)
  await db.run(sql`ALTER TABLE \`course_lectures_locales\` ADD \`assignment_question\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_course_lectures\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`chapter_id\` integer NOT NULL,
  	\`course_id\` integer,
  	\`order\` numeric DEFAULT 1 NOT NULL,
  	\`type\` text DEFAULT 'reading' NOT NULL,
  	\`video_source\` text DEFAULT 'upload',
  	\`video_url\` text,
  	\`media_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`chapter_id\`) REFERENCES \`course_chapters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_course_lectures\`("id", "chapter_id", "course_id", "order", "type", "video_source", "video_url", "media_id", "updated_at", "created_at") SELECT "id", "chapter_id", "course_id", "order", "type", "video_source", "video_url", "media_id", "updated_at", "created_at" FROM \`course_lectures\`;`)
  await db.run(sql`DROP TABLE \`course_lectures\`;`)
  await db.run(sql`ALTER TABLE \`__new_course_lectures\` RENAME TO \`course_lectures\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`course_lectures_chapter_idx\` ON \`course_lectures\` (\`chapter_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_course_idx\` ON \`course_lectures\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_media_idx\` ON \`course_lectures\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_updated_at_idx\` ON \`course_lectures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_created_at_idx\` ON \`course_lectures\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`course_lectures_locales\` DROP COLUMN \`content_description\`;`)
  await db.run(sql`ALTER TABLE \`course_lectures_locales\` DROP COLUMN \`content_preview_alt\`;`)
  await db.run(sql`ALTER TABLE \`course_lectures_locales\` DROP COLUMN \`assignment_question\`;`)
}
