import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`courses_what_to_learn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_what_to_learn_order_idx\` ON \`courses_what_to_learn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_what_to_learn_parent_id_idx\` ON \`courses_what_to_learn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_what_to_learn_locales\` (
  	\`item\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_what_to_learn\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_what_to_learn_locales_locale_parent_id_unique\` ON \`courses_what_to_learn_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_lecturers_socmed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`name\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_lecturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_lecturers_socmed_order_idx\` ON \`courses_lecturers_socmed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_lecturers_socmed_parent_id_idx\` ON \`courses_lecturers_socmed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_lecturers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`account_id\` integer,
  	\`name\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_lecturers_order_idx\` ON \`courses_lecturers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_lecturers_parent_id_idx\` ON \`courses_lecturers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_lecturers_account_idx\` ON \`courses_lecturers\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_lecturers_photo_idx\` ON \`courses_lecturers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_lecturers_locales\` (
  	\`position\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_lecturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_lecturers_locales_locale_parent_id_unique\` ON \`courses_lecturers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_announcements_order_idx\` ON \`courses_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_announcements_parent_id_idx\` ON \`courses_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_announcements_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_announcements_locales_locale_parent_id_unique\` ON \`courses_announcements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_materials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_materials_order_idx\` ON \`courses_materials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`courses_materials_parent_id_idx\` ON \`courses_materials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_materials_file_idx\` ON \`courses_materials\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_materials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_materials_locales_locale_parent_id_unique\` ON \`courses_materials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`latest_update\` text,
  	\`image_id\` integer,
  	\`final_exam\` integer DEFAULT false,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_slug_idx\` ON \`courses\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`courses_image_idx\` ON \`courses\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_updated_at_idx\` ON \`courses\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`courses_created_at_idx\` ON \`courses\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`courses__status_idx\` ON \`courses\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`courses_locales\` (
  	\`name\` text,
  	\`info\` text,
  	\`provider\` text,
  	\`intro\` text,
  	\`overview\` text,
  	\`course_for\` text,
  	\`requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`courses_locales_locale_parent_id_unique\` ON \`courses_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`courses_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`courses_rels_order_idx\` ON \`courses_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`courses_rels_parent_idx\` ON \`courses_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`courses_rels_path_idx\` ON \`courses_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`courses_rels_users_id_idx\` ON \`courses_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_what_to_learn\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_what_to_learn_order_idx\` ON \`_courses_v_version_what_to_learn\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_what_to_learn_parent_id_idx\` ON \`_courses_v_version_what_to_learn\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_what_to_learn_locales\` (
  	\`item\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_what_to_learn\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_what_to_learn_locales_locale_parent_id_un\` ON \`_courses_v_version_what_to_learn_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_lecturers_socmed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`name\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_lecturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_lecturers_socmed_order_idx\` ON \`_courses_v_version_lecturers_socmed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_lecturers_socmed_parent_id_idx\` ON \`_courses_v_version_lecturers_socmed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_lecturers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`account_id\` integer,
  	\`name\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_lecturers_order_idx\` ON \`_courses_v_version_lecturers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_lecturers_parent_id_idx\` ON \`_courses_v_version_lecturers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_lecturers_account_idx\` ON \`_courses_v_version_lecturers\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_lecturers_photo_idx\` ON \`_courses_v_version_lecturers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_lecturers_locales\` (
  	\`position\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_lecturers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_lecturers_locales_locale_parent_id_unique\` ON \`_courses_v_version_lecturers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`date\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_announcements_order_idx\` ON \`_courses_v_version_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_announcements_parent_id_idx\` ON \`_courses_v_version_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_announcements_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_announcements_locales_locale_parent_id_un\` ON \`_courses_v_version_announcements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_materials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`file_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_version_materials_order_idx\` ON \`_courses_v_version_materials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_materials_parent_id_idx\` ON \`_courses_v_version_materials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_materials_file_idx\` ON \`_courses_v_version_materials\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_version_materials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v_version_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_version_materials_locales_locale_parent_id_unique\` ON \`_courses_v_version_materials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_latest_update\` text,
  	\`version_image_id\` integer,
  	\`version_final_exam\` integer DEFAULT false,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_parent_idx\` ON \`_courses_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_slug_idx\` ON \`_courses_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_image_idx\` ON \`_courses_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_updated_at_idx\` ON \`_courses_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version_created_at_idx\` ON \`_courses_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_version_version__status_idx\` ON \`_courses_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_created_at_idx\` ON \`_courses_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_updated_at_idx\` ON \`_courses_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_snapshot_idx\` ON \`_courses_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_published_locale_idx\` ON \`_courses_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_latest_idx\` ON \`_courses_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_locales\` (
  	\`version_name\` text,
  	\`version_info\` text,
  	\`version_provider\` text,
  	\`version_intro\` text,
  	\`version_overview\` text,
  	\`version_course_for\` text,
  	\`version_requirements\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_courses_v_locales_locale_parent_id_unique\` ON \`_courses_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_courses_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_courses_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_courses_v_rels_order_idx\` ON \`_courses_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_rels_parent_idx\` ON \`_courses_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_rels_path_idx\` ON \`_courses_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_courses_v_rels_users_id_idx\` ON \`_courses_v_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`course_chapters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`order\` numeric DEFAULT 1 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_chapters_course_idx\` ON \`course_chapters\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_chapters_updated_at_idx\` ON \`course_chapters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_chapters_created_at_idx\` ON \`course_chapters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`course_chapters_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`course_chapters_locales_locale_parent_id_unique\` ON \`course_chapters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_lectures_transcripts\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_lectures_transcripts_order_idx\` ON \`course_lectures_transcripts\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_transcripts_parent_id_idx\` ON \`course_lectures_transcripts\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_lectures_transcripts_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_lectures_transcripts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`course_lectures_transcripts_locales_locale_parent_id_unique\` ON \`course_lectures_transcripts_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_lectures_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`file_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`course_lectures_downloads_order_idx\` ON \`course_lectures_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_downloads_parent_id_idx\` ON \`course_lectures_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_downloads_file_idx\` ON \`course_lectures_downloads\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`course_lectures_downloads_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_lectures_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`course_lectures_downloads_locales_locale_parent_id_unique\` ON \`course_lectures_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_lectures\` (
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
  await db.run(sql`CREATE INDEX \`course_lectures_chapter_idx\` ON \`course_lectures\` (\`chapter_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_course_idx\` ON \`course_lectures\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_media_idx\` ON \`course_lectures\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_updated_at_idx\` ON \`course_lectures\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_lectures_created_at_idx\` ON \`course_lectures\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`course_lectures_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`body\` text,
  	\`instruction\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`course_lectures_locales_locale_parent_id_unique\` ON \`course_lectures_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_files\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_files_course_idx\` ON \`course_files\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_files_updated_at_idx\` ON \`course_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_files_created_at_idx\` ON \`course_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`course_files_filename_idx\` ON \`course_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`course_files_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`course_files_locales_locale_parent_id_unique\` ON \`course_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`course_enrolments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`course_enrolments_user_idx\` ON \`course_enrolments\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_course_idx\` ON \`course_enrolments\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_updated_at_idx\` ON \`course_enrolments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`course_enrolments_created_at_idx\` ON \`course_enrolments\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_course_idx\` ON \`course_enrolments\` (\`user_id\`,\`course_id\`);`)
  await db.run(sql`CREATE TABLE \`lecture_progress\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`lecture_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lecture_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`lecture_progress_user_idx\` ON \`lecture_progress\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`lecture_progress_lecture_idx\` ON \`lecture_progress\` (\`lecture_id\`);`)
  await db.run(sql`CREATE INDEX \`lecture_progress_course_idx\` ON \`lecture_progress\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`lecture_progress_updated_at_idx\` ON \`lecture_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`lecture_progress_created_at_idx\` ON \`lecture_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_lecture_idx\` ON \`lecture_progress\` (\`user_id\`,\`lecture_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`courses_id\` integer REFERENCES courses(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_chapters_id\` integer REFERENCES course_chapters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_lectures_id\` integer REFERENCES course_lectures(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_files_id\` integer REFERENCES course_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`course_enrolments_id\` integer REFERENCES course_enrolments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`lecture_progress_id\` integer REFERENCES lecture_progress(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`course_chapters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_lectures_id_idx\` ON \`payload_locked_documents_rels\` (\`course_lectures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_files_id_idx\` ON \`payload_locked_documents_rels\` (\`course_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`course_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lecture_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lecture_progress_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`courses_what_to_learn\`;`)
  await db.run(sql`DROP TABLE \`courses_what_to_learn_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_lecturers_socmed\`;`)
  await db.run(sql`DROP TABLE \`courses_lecturers\`;`)
  await db.run(sql`DROP TABLE \`courses_lecturers_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_announcements\`;`)
  await db.run(sql`DROP TABLE \`courses_announcements_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_materials\`;`)
  await db.run(sql`DROP TABLE \`courses_materials_locales\`;`)
  await db.run(sql`DROP TABLE \`courses\`;`)
  await db.run(sql`DROP TABLE \`courses_locales\`;`)
  await db.run(sql`DROP TABLE \`courses_rels\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_what_to_learn\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_what_to_learn_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_lecturers_socmed\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_lecturers\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_lecturers_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_announcements\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_announcements_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_materials\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_version_materials_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_courses_v_rels\`;`)
  await db.run(sql`DROP TABLE \`course_chapters\`;`)
  await db.run(sql`DROP TABLE \`course_chapters_locales\`;`)
  await db.run(sql`DROP TABLE \`course_lectures_transcripts\`;`)
  await db.run(sql`DROP TABLE \`course_lectures_transcripts_locales\`;`)
  await db.run(sql`DROP TABLE \`course_lectures_downloads\`;`)
  await db.run(sql`DROP TABLE \`course_lectures_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`course_lectures\`;`)
  await db.run(sql`DROP TABLE \`course_lectures_locales\`;`)
  await db.run(sql`DROP TABLE \`course_files\`;`)
  await db.run(sql`DROP TABLE \`course_files_locales\`;`)
  await db.run(sql`DROP TABLE \`course_enrolments\`;`)
  await db.run(sql`DROP TABLE \`lecture_progress\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`page_meta_id\` integer,
  	\`topics_id\` integer,
  	\`elibrary_types_id\` numeric,
  	\`elibrary_items_id\` integer,
  	\`library_files_id\` integer,
  	\`research_id\` integer,
  	\`education_programs_id\` integer,
  	\`events_id\` integer,
  	\`event_files_id\` integer,
  	\`cop_newsletters_id\` integer,
  	\`newsletter_files_id\` integer,
  	\`faq_categories_id\` integer,
  	\`faqs_id\` integer,
  	\`policy_pages_id\` integer,
  	\`project_documents_id\` integer,
  	\`resource_files_id\` integer,
  	\`banners_id\` integer,
  	\`universities_id\` integer,
  	\`sessions_id\` integer,
  	\`account_tokens_id\` integer,
  	\`profile_photos_id\` integer,
  	\`master_options_id\` integer,
  	\`provinces_id\` integer,
  	\`cities_id\` integer,
  	\`notifications_id\` integer,
  	\`page_views_id\` integer,
  	\`search_entries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_meta_id\`) REFERENCES \`page_meta\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`elibrary_types_id\`) REFERENCES \`elibrary_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`elibrary_items_id\`) REFERENCES \`elibrary_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_files_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`education_programs_id\`) REFERENCES \`education_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_files_id\`) REFERENCES \`event_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cop_newsletters_id\`) REFERENCES \`cop_newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_files_id\`) REFERENCES \`newsletter_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_pages_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_documents_id\`) REFERENCES \`project_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resource_files_id\`) REFERENCES \`resource_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`universities_id\`) REFERENCES \`universities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_tokens_id\`) REFERENCES \`account_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`profile_photos_id\`) REFERENCES \`profile_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`master_options_id\`) REFERENCES \`master_options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provinces_id\`) REFERENCES \`provinces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "sessions_id", "account_tokens_id", "profile_photos_id", "master_options_id", "provinces_id", "cities_id", "notifications_id", "page_views_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "sessions_id", "account_tokens_id", "profile_photos_id", "master_options_id", "provinces_id", "cities_id", "notifications_id", "page_views_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_meta_id_idx\` ON \`payload_locked_documents_rels\` (\`page_meta_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_types_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_items_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_id_idx\` ON \`payload_locked_documents_rels\` (\`research_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_education_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`education_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_files_id_idx\` ON \`payload_locked_documents_rels\` (\`event_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cop_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`cop_newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_files_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`project_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resource_files_id_idx\` ON \`payload_locked_documents_rels\` (\`resource_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_universities_id_idx\` ON \`payload_locked_documents_rels\` (\`universities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_profile_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`profile_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_master_options_id_idx\` ON \`payload_locked_documents_rels\` (\`master_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provinces_id_idx\` ON \`payload_locked_documents_rels\` (\`provinces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}
