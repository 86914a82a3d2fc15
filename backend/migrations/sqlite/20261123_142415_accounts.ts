import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_socmed\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`value\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_socmed_order_idx\` ON \`users_socmed\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_socmed_parent_id_idx\` ON \`users_socmed\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`sessions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`ip\` text,
  	\`user_agent\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`sessions_token_hash_idx\` ON \`sessions\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`sessions_user_idx\` ON \`sessions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`sessions_expires_at_idx\` ON \`sessions\` (\`expires_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_updated_at_idx\` ON \`sessions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`sessions_created_at_idx\` ON \`sessions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`token_hash\` text NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`email\` text,
  	\`attempts\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`account_tokens_token_hash_idx\` ON \`account_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_user_idx\` ON \`account_tokens\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_updated_at_idx\` ON \`account_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_tokens_created_at_idx\` ON \`account_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`profile_photos\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`owner_id\` integer,
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
  	\`sizes_avatar_url\` text,
  	\`sizes_avatar_width\` numeric,
  	\`sizes_avatar_height\` numeric,
  	\`sizes_avatar_mime_type\` text,
  	\`sizes_avatar_filesize\` numeric,
  	\`sizes_avatar_filename\` text,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`profile_photos_owner_idx\` ON \`profile_photos\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`profile_photos_updated_at_idx\` ON \`profile_photos\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`profile_photos_created_at_idx\` ON \`profile_photos\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`profile_photos_filename_idx\` ON \`profile_photos\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`profile_photos_sizes_avatar_sizes_avatar_filename_idx\` ON \`profile_photos\` (\`sizes_avatar_filename\`);`)
  await db.run(sql`CREATE TABLE \`master_options\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`is_other\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`master_options_group_idx\` ON \`master_options\` (\`group\`);`)
  await db.run(sql`CREATE INDEX \`master_options_updated_at_idx\` ON \`master_options\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`master_options_created_at_idx\` ON \`master_options\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`master_options_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`master_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`master_options_locales_locale_parent_id_unique\` ON \`master_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`provinces\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`provinces_code_idx\` ON \`provinces\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`provinces_updated_at_idx\` ON \`provinces\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`provinces_created_at_idx\` ON \`provinces\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`code\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`province_id\` integer NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`province_id\`) REFERENCES \`provinces\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cities_code_idx\` ON \`cities\` (\`code\`);`)
  await db.run(sql`CREATE INDEX \`cities_province_idx\` ON \`cities\` (\`province_id\`);`)
  await db.run(sql`CREATE INDEX \`cities_updated_at_idx\` ON \`cities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cities_created_at_idx\` ON \`cities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`notifications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`type\` text DEFAULT 'information' NOT NULL,
  	\`status\` text DEFAULT 'unread' NOT NULL,
  	\`permalink\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`notifications_user_idx\` ON \`notifications\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`notifications_status_idx\` ON \`notifications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`notifications_updated_at_idx\` ON \`notifications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`notifications_created_at_idx\` ON \`notifications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`notifications_locales\` (
  	\`intro\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`notifications_locales_locale_parent_id_unique\` ON \`notifications_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`page_views\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text NOT NULL,
  	\`user_id\` integer,
  	\`visitor_id\` text,
  	\`locale\` text,
  	\`referrer\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`page_views_path_idx\` ON \`page_views\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`page_views_user_idx\` ON \`page_views\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`page_views_visitor_id_idx\` ON \`page_views\` (\`visitor_id\`);`)
  await db.run(sql`CREATE INDEX \`page_views_updated_at_idx\` ON \`page_views\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`page_views_created_at_idx\` ON \`page_views\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`is_verified\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`password_hash\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`google_subject\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`linkedin_subject\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`anonymised_at\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`phone_number\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`gender\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`place_of_birth\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`date_of_birth\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`occupation_id\` integer REFERENCES master_options(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`occupation_other\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`position\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`company\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`industry_sector_id\` integer REFERENCES master_options(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`university_name\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`education_attainment_id\` integer REFERENCES master_options(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`job_title\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`work_experience_id\` integer REFERENCES master_options(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`province_id\` integer REFERENCES provinces(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`city_id\` integer REFERENCES cities(id);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`subscribe\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`description\` text;`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`photo_id\` integer REFERENCES profile_photos(id);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_google_subject_idx\` ON \`users\` (\`google_subject\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_linkedin_subject_idx\` ON \`users\` (\`linkedin_subject\`);`)
  await db.run(sql`CREATE INDEX \`users_occupation_idx\` ON \`users\` (\`occupation_id\`);`)
  await db.run(sql`CREATE INDEX \`users_industry_sector_idx\` ON \`users\` (\`industry_sector_id\`);`)
  await db.run(sql`CREATE INDEX \`users_education_attainment_idx\` ON \`users\` (\`education_attainment_id\`);`)
  await db.run(sql`CREATE INDEX \`users_work_experience_idx\` ON \`users\` (\`work_experience_id\`);`)
  await db.run(sql`CREATE INDEX \`users_province_idx\` ON \`users\` (\`province_id\`);`)
  await db.run(sql`CREATE INDEX \`users_city_idx\` ON \`users\` (\`city_id\`);`)
  await db.run(sql`CREATE INDEX \`users_photo_idx\` ON \`users\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`sessions_id\` integer REFERENCES sessions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_tokens_id\` integer REFERENCES account_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`profile_photos_id\` integer REFERENCES profile_photos(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`master_options_id\` integer REFERENCES master_options(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`provinces_id\` integer REFERENCES provinces(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cities_id\` integer REFERENCES cities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`notifications_id\` integer REFERENCES notifications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`page_views_id\` integer REFERENCES page_views(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_profile_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`profile_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_master_options_id_idx\` ON \`payload_locked_documents_rels\` (\`master_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provinces_id_idx\` ON \`payload_locked_documents_rels\` (\`provinces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_socmed\`;`)
  await db.run(sql`DROP TABLE \`sessions\`;`)
  await db.run(sql`DROP TABLE \`account_tokens\`;`)
  await db.run(sql`DROP TABLE \`profile_photos\`;`)
  await db.run(sql`DROP TABLE \`master_options\`;`)
  await db.run(sql`DROP TABLE \`master_options_locales\`;`)
  await db.run(sql`DROP TABLE \`provinces\`;`)
  await db.run(sql`DROP TABLE \`cities\`;`)
  await db.run(sql`DROP TABLE \`notifications\`;`)
  await db.run(sql`DROP TABLE \`notifications_locales\`;`)
  await db.run(sql`DROP TABLE \`page_views\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`full_name\` text NOT NULL,
  	\`role\` text DEFAULT 'learner' NOT NULL,
  	\`login_type\` text DEFAULT 'default',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`INSERT INTO \`__new_users\`("id", "full_name", "role", "login_type", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until") SELECT "id", "full_name", "role", "login_type", "updated_at", "created_at", "email", "reset_password_token", "reset_password_expiration", "salt", "hash", "reset_password_requested_at", "login_attempts", "lock_until" FROM \`users\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`ALTER TABLE \`__new_users\` RENAME TO \`users\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
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
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}
