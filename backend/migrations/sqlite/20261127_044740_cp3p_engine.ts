import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'
import { copyCp3pToEngine } from '../cp3p-engine-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`courses\` ADD \`cp3p_course\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`courses_cp3p_course_idx\` ON \`courses\` (\`cp3p_course\`);`)
  await db.run(sql`ALTER TABLE \`_courses_v\` ADD \`version_cp3p_course\` integer DEFAULT false;`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_cp3p_course_idx\` ON \`_courses_v\` (\`version_cp3p_course\`);`)
  await db.run(sql`ALTER TABLE \`course_lectures\` ADD \`cp3p_material_id\` integer REFERENCES cp3p_materials(id);`)
  await db.run(sql`CREATE INDEX \`course_lectures_cp3p_material_idx\` ON \`course_lectures\` (\`cp3p_material_id\`);`)
  await db.run(sql`ALTER TABLE \`cp3p_programmes\` ADD \`course_id\` integer REFERENCES courses(id);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_course_idx\` ON \`cp3p_programmes\` (\`course_id\`);`)
  // The old chapters, lectures and marks move onto the engine before their tables go (decision 036).
  await copyCp3pToEngine({ sql, rows: (query) => db.all(query) })
  // Lectures before chapters: SQLite checks the foreign key to the chapters table on each drop.
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters_lectures_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters_lectures\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cp3p_programmes_chapters_lectures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`type\` text DEFAULT 'reading' NOT NULL,
  	\`video_url\` text,
  	\`upload_id\` integer,
  	FOREIGN KEY (\`upload_id\`) REFERENCES \`cp3p_materials\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_chapters_lectures_order_idx\` ON \`cp3p_programmes_chapters_lectures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_chapters_lectures_parent_id_idx\` ON \`cp3p_programmes_chapters_lectures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_chapters_lectures_upload_idx\` ON \`cp3p_programmes_chapters_lectures\` (\`upload_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_chapters_lectures_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_chapters_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_chapters_lectures_locales_locale_parent_id_u\` ON \`cp3p_programmes_chapters_lectures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_chapters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_chapters_order_idx\` ON \`cp3p_programmes_chapters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_chapters_parent_id_idx\` ON \`cp3p_programmes_chapters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_chapters_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_chapters_locales_locale_parent_id_unique\` ON \`cp3p_programmes_chapters_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  	\`content_preview_image_id\` integer,
  	\`assignment_duration\` numeric,
  	\`assignment_lock_button\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`chapter_id\`) REFERENCES \`course_chapters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`content_preview_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_course_lectures\`("id", "chapter_id", "course_id", "order", "type", "video_source", "video_url", "media_id", "content_preview_image_id", "assignment_duration", "assignment_lock_button", "updated_at", "created_at") SELECT "id", "chapter_id", "course_id", "order", "type", "video_source", "video_url", "media_id", "content_preview_image_id", "assignment_duration", "assignment_lock_button", "updated_at", "created_at" FROM \`course_lectures\`;`)
  await db.run(sql`DROP TABLE \`course_lectures\`;`)
  await db.run(sql`ALTER TABLE \`__new_course_lectures\` RENAME TO \`course_lectures\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`course_lectures_chapter_idx\` ON \`course_lectures\` (\`chapter_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_course_idx\` ON \`course_lectures\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_media_idx\` ON \`course_lectures\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_content_preview_content_preview_image_idx\` ON \`course_lectures\` (\`content_preview_image_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_updated_at_idx\` ON \`course_lectures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_created_at_idx\` ON \`course_lectures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`__new_cp3p_programmes\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text NOT NULL,
  	\`banner_id\` integer,
  	\`price\` numeric NOT NULL,
  	\`currency\` text DEFAULT 'IDR' NOT NULL,
  	\`due_date_registration\` text NOT NULL,
  	\`capacity\` numeric NOT NULL,
  	\`registered_count\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`banner_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_cp3p_programmes\`("id", "slug", "banner_id", "price", "currency", "due_date_registration", "capacity", "registered_count", "updated_at", "created_at") SELECT "id", "slug", "banner_id", "price", "currency", "due_date_registration", "capacity", "registered_count", "updated_at", "created_at" FROM \`cp3p_programmes\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes\`;`)
  await db.run(sql`ALTER TABLE \`__new_cp3p_programmes\` RENAME TO \`cp3p_programmes\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_slug_idx\` ON \`cp3p_programmes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_banner_idx\` ON \`cp3p_programmes\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_updated_at_idx\` ON \`cp3p_programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_created_at_idx\` ON \`cp3p_programmes\` (\`created_at\`);`)
  await db.run(sql`DROP INDEX \`courses_cp3p_course_idx\`;`)
  await db.run(sql`ALTER TABLE \`courses\` DROP COLUMN \`cp3p_course\`;`)
  await db.run(sql`DROP INDEX \`_courses_v_version_version_cp3p_course_idx\`;`)
  await db.run(sql`ALTER TABLE \`_courses_v\` DROP COLUMN \`version_cp3p_course\`;`)
}
