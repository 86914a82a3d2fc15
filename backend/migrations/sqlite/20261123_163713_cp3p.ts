import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cp3p_programmes_schedule_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`time\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_schedule_sessions_order_idx\` ON \`cp3p_programmes_schedule_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_schedule_sessions_parent_id_idx\` ON \`cp3p_programmes_schedule_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_schedule_sessions_locales\` (
  	\`session\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_schedule_sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_schedule_sessions_locales_locale_parent_id_u\` ON \`cp3p_programmes_schedule_sessions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_schedule\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_schedule_order_idx\` ON \`cp3p_programmes_schedule\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_schedule_parent_id_idx\` ON \`cp3p_programmes_schedule\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_schedule_locales\` (
  	\`day\` text,
  	\`date\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_schedule\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_schedule_locales_locale_parent_id_unique\` ON \`cp3p_programmes_schedule_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_learning_objectives\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_learning_objectives_order_idx\` ON \`cp3p_programmes_learning_objectives\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_learning_objectives_parent_id_idx\` ON \`cp3p_programmes_learning_objectives\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_learning_objectives_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_learning_objectives\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_learning_objectives_locales_locale_parent_id\` ON \`cp3p_programmes_learning_objectives_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_target_audience\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_target_audience_order_idx\` ON \`cp3p_programmes_target_audience\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_target_audience_parent_id_idx\` ON \`cp3p_programmes_target_audience\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_target_audience_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_target_audience\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_target_audience_locales_locale_parent_id_uni\` ON \`cp3p_programmes_target_audience_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_trainers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_trainers_order_idx\` ON \`cp3p_programmes_trainers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_trainers_parent_id_idx\` ON \`cp3p_programmes_trainers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_trainers_photo_idx\` ON \`cp3p_programmes_trainers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_trainers_locales\` (
  	\`position\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_trainers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_trainers_locales_locale_parent_id_unique\` ON \`cp3p_programmes_trainers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_testimonies\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_testimonies_order_idx\` ON \`cp3p_programmes_testimonies\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_testimonies_parent_id_idx\` ON \`cp3p_programmes_testimonies\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_testimonies_locales\` (
  	\`role\` text,
  	\`quote\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_testimonies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_testimonies_locales_locale_parent_id_unique\` ON \`cp3p_programmes_testimonies_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_downloads\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_downloads_order_idx\` ON \`cp3p_programmes_downloads\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_downloads_parent_id_idx\` ON \`cp3p_programmes_downloads\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_downloads_locales\` (
  	\`filename\` text NOT NULL,
  	\`info\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_downloads\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_downloads_locales_locale_parent_id_unique\` ON \`cp3p_programmes_downloads_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_further_list\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_further_list_order_idx\` ON \`cp3p_programmes_further_list\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_further_list_parent_id_idx\` ON \`cp3p_programmes_further_list\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_further_list_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_further_list\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_further_list_locales_locale_parent_id_unique\` ON \`cp3p_programmes_further_list_locales\` (\`_locale\`,\`_parent_id\`);`)
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
  await db.run(sql`CREATE TABLE \`cp3p_programmes_announcements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_announcements_order_idx\` ON \`cp3p_programmes_announcements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_announcements_parent_id_idx\` ON \`cp3p_programmes_announcements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_announcements_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_announcements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_announcements_locales_locale_parent_id_uniqu\` ON \`cp3p_programmes_announcements_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_feedback_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_feedback_questions_order_idx\` ON \`cp3p_programmes_feedback_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_feedback_questions_parent_id_idx\` ON \`cp3p_programmes_feedback_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_feedback_questions_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes_feedback_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_feedback_questions_locales_locale_parent_id_\` ON \`cp3p_programmes_feedback_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_slug_idx\` ON \`cp3p_programmes\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_banner_idx\` ON \`cp3p_programmes\` (\`banner_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_updated_at_idx\` ON \`cp3p_programmes\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_programmes_created_at_idx\` ON \`cp3p_programmes\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_programmes_locales\` (
  	\`title\` text NOT NULL,
  	\`category\` text,
  	\`intro\` text,
  	\`description\` text,
  	\`exam_structure\` text,
  	\`delivery_format_course\` text,
  	\`delivery_format_exam\` text,
  	\`venue\` text,
  	\`date\` text,
  	\`languages_course\` text,
  	\`languages_material\` text,
  	\`languages_exam\` text,
  	\`terms\` text,
  	\`course_name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_programmes_locales_locale_parent_id_unique\` ON \`cp3p_programmes_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_registrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`reference\` text,
  	\`user_id\` integer NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'registered' NOT NULL,
  	\`payment_status\` text DEFAULT 'unpaid' NOT NULL,
  	\`rejection_reason\` text,
  	\`amount\` numeric NOT NULL,
  	\`currency\` text NOT NULL,
  	\`provider\` text DEFAULT 'bank-transfer' NOT NULL,
  	\`proof_id\` integer,
  	\`locale\` text DEFAULT 'id',
  	\`verified_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`proof_id\`) REFERENCES \`cp3p_payment_proofs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_registrations_user_idx\` ON \`cp3p_registrations\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_registrations_programme_idx\` ON \`cp3p_registrations\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_registrations_proof_idx\` ON \`cp3p_registrations\` (\`proof_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_registrations_updated_at_idx\` ON \`cp3p_registrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_registrations_created_at_idx\` ON \`cp3p_registrations\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_programme_idx\` ON \`cp3p_registrations\` (\`user_id\`,\`programme_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_payment_proofs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
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
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_payment_proofs_user_idx\` ON \`cp3p_payment_proofs\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_payment_proofs_updated_at_idx\` ON \`cp3p_payment_proofs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_payment_proofs_created_at_idx\` ON \`cp3p_payment_proofs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_payment_proofs_filename_idx\` ON \`cp3p_payment_proofs\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_materials\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_materials_updated_at_idx\` ON \`cp3p_materials\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_materials_created_at_idx\` ON \`cp3p_materials\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_materials_filename_idx\` ON \`cp3p_materials\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_materials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_materials_locales_locale_parent_id_unique\` ON \`cp3p_materials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_progress\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`lecture_id\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_progress_user_idx\` ON \`cp3p_progress\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_progress_programme_idx\` ON \`cp3p_progress\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_progress_updated_at_idx\` ON \`cp3p_progress\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_progress_created_at_idx\` ON \`cp3p_progress\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_lectureId_idx\` ON \`cp3p_progress\` (\`user_id\`,\`lecture_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_feedback\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`programme_id\` integer NOT NULL,
  	\`ratings\` text NOT NULL,
  	\`others\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`programme_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_feedback_user_idx\` ON \`cp3p_feedback\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_feedback_programme_idx\` ON \`cp3p_feedback\` (\`programme_id\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_feedback_updated_at_idx\` ON \`cp3p_feedback\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_feedback_created_at_idx\` ON \`cp3p_feedback\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`user_programme_1_idx\` ON \`cp3p_feedback\` (\`user_id\`,\`programme_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_inhouse_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone_number\` text NOT NULL,
  	\`company\` text NOT NULL,
  	\`estimated_participants\` numeric NOT NULL,
  	\`expected_date\` text,
  	\`purpose\` text NOT NULL,
  	\`handled\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_inhouse_requests_updated_at_idx\` ON \`cp3p_inhouse_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_inhouse_requests_created_at_idx\` ON \`cp3p_inhouse_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_page_faq\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cp3p_page_faq_order_idx\` ON \`cp3p_page_faq\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cp3p_page_faq_parent_id_idx\` ON \`cp3p_page_faq\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_page_faq_locales\` (
  	\`question\` text NOT NULL,
  	\`answer\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_page_faq\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_page_faq_locales_locale_parent_id_unique\` ON \`cp3p_page_faq_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cp3p_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE TABLE \`cp3p_page_locales\` (
  	\`hero_title\` text,
  	\`hero_intro\` text,
  	\`description_title\` text,
  	\`description_body\` text,
  	\`course_overview_title\` text,
  	\`course_overview_body\` text,
  	\`benefit_title\` text,
  	\`benefit_body\` text,
  	\`learning_title\` text,
  	\`learning_body\` text,
  	\`target_title\` text,
  	\`target_body\` text,
  	\`inhouse_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cp3p_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cp3p_page_locales_locale_parent_id_unique\` ON \`cp3p_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_programmes_id\` integer REFERENCES cp3p_programmes(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_registrations_id\` integer REFERENCES cp3p_registrations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_payment_proofs_id\` integer REFERENCES cp3p_payment_proofs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_materials_id\` integer REFERENCES cp3p_materials(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_progress_id\` integer REFERENCES cp3p_progress(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_feedback_id\` integer REFERENCES cp3p_feedback(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cp3p_inhouse_requests_id\` integer REFERENCES cp3p_inhouse_requests(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_payment_proofs_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_payment_proofs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_materials_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_materials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_inhouse_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_inhouse_requests_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cp3p_programmes_schedule_sessions\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_schedule_sessions_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_schedule\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_schedule_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_learning_objectives\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_learning_objectives_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_target_audience\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_target_audience_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_trainers\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_trainers_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_testimonies\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_testimonies_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_downloads\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_downloads_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_further_list\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_further_list_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters_lectures\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters_lectures_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_chapters_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_announcements\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_announcements_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_feedback_questions\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_feedback_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes\`;`)
  await db.run(sql`DROP TABLE \`cp3p_programmes_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_registrations\`;`)
  await db.run(sql`DROP TABLE \`cp3p_payment_proofs\`;`)
  await db.run(sql`DROP TABLE \`cp3p_materials\`;`)
  await db.run(sql`DROP TABLE \`cp3p_materials_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_progress\`;`)
  await db.run(sql`DROP TABLE \`cp3p_feedback\`;`)
  await db.run(sql`DROP TABLE \`cp3p_inhouse_requests\`;`)
  await db.run(sql`DROP TABLE \`cp3p_page_faq\`;`)
  await db.run(sql`DROP TABLE \`cp3p_page_faq_locales\`;`)
  await db.run(sql`DROP TABLE \`cp3p_page\`;`)
  await db.run(sql`DROP TABLE \`cp3p_page_locales\`;`)
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
  	\`event_registrations_id\` integer,
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
  	\`courses_id\` integer,
  	\`course_chapters_id\` integer,
  	\`course_lectures_id\` integer,
  	\`course_files_id\` integer,
  	\`course_enrolments_id\` integer,
  	\`lecture_progress_id\` integer,
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
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_chapters_id\`) REFERENCES \`course_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_lectures_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_files_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_enrolments_id\`) REFERENCES \`course_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lecture_progress_id\`) REFERENCES \`lecture_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "event_registrations_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "sessions_id", "account_tokens_id", "profile_photos_id", "master_options_id", "provinces_id", "cities_id", "notifications_id", "page_views_id", "search_entries_id", "courses_id", "course_chapters_id", "course_lectures_id", "course_files_id", "course_enrolments_id", "lecture_progress_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "event_registrations_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "sessions_id", "account_tokens_id", "profile_photos_id", "master_options_id", "provinces_id", "cities_id", "notifications_id", "page_views_id", "search_entries_id", "courses_id", "course_chapters_id", "course_lectures_id", "course_files_id", "course_enrolments_id", "lecture_progress_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`course_chapters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_lectures_id_idx\` ON \`payload_locked_documents_rels\` (\`course_lectures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_files_id_idx\` ON \`payload_locked_documents_rels\` (\`course_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`course_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lecture_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lecture_progress_id\`);`)
}
