import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`events_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_speakers_order_idx\` ON \`events_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_speakers_parent_id_idx\` ON \`events_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_speakers_photo_idx\` ON \`events_speakers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`events_speakers_locales\` (
  	\`position\` text,
  	\`organisation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_speakers_locales_locale_parent_id_unique\` ON \`events_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_materials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'file',
  	\`file_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`event_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_materials_order_idx\` ON \`events_materials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`events_materials_parent_id_idx\` ON \`events_materials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_materials_file_idx\` ON \`events_materials\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`events_materials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_materials_locales_locale_parent_id_unique\` ON \`events_materials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`start_date\` text,
  	\`startdate_tz\` text DEFAULT 'Asia/Jakarta',
  	\`end_date\` text,
  	\`enddate_tz\` text DEFAULT 'Asia/Jakarta',
  	\`year\` numeric,
  	\`event_status\` text DEFAULT 'scheduled',
  	\`format\` text DEFAULT 'offline',
  	\`venue_city\` text,
  	\`online_url\` text,
  	\`online_link_public\` integer DEFAULT false,
  	\`cover_id\` integer,
  	\`capacity\` numeric,
  	\`registration_open\` integer DEFAULT false,
  	\`registration_deadline\` text,
  	\`registrationdeadline_tz\` text DEFAULT 'Asia/Jakarta',
  	\`highlight\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`events_start_date_idx\` ON \`events\` (\`start_date\`);`)
  await db.run(sql`CREATE INDEX \`events_end_date_idx\` ON \`events\` (\`end_date\`);`)
  await db.run(sql`CREATE INDEX \`events_year_idx\` ON \`events\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`events_format_idx\` ON \`events\` (\`format\`);`)
  await db.run(sql`CREATE INDEX \`events_cover_idx\` ON \`events\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`events_updated_at_idx\` ON \`events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`events_created_at_idx\` ON \`events\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`events__status_idx\` ON \`events\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`events_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`venue_name\` text,
  	\`venue_address\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`events_locales_locale_parent_id_unique\` ON \`events_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`events_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`events_rels_order_idx\` ON \`events_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_parent_idx\` ON \`events_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_path_idx\` ON \`events_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`events_rels_topics_id_idx\` ON \`events_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_speakers\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_order_idx\` ON \`_events_v_version_speakers\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_parent_id_idx\` ON \`_events_v_version_speakers\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_speakers_photo_idx\` ON \`_events_v_version_speakers\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_speakers_locales\` (
  	\`position\` text,
  	\`organisation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_speakers\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_speakers_locales_locale_parent_id_unique\` ON \`_events_v_version_speakers_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_materials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'file',
  	\`file_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`event_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_version_materials_order_idx\` ON \`_events_v_version_materials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_materials_parent_id_idx\` ON \`_events_v_version_materials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_materials_file_idx\` ON \`_events_v_version_materials\` (\`file_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_version_materials_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v_version_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_version_materials_locales_locale_parent_id_unique\` ON \`_events_v_version_materials_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_start_date\` text,
  	\`version_startdate_tz\` text DEFAULT 'Asia/Jakarta',
  	\`version_end_date\` text,
  	\`version_enddate_tz\` text DEFAULT 'Asia/Jakarta',
  	\`version_year\` numeric,
  	\`version_event_status\` text DEFAULT 'scheduled',
  	\`version_format\` text DEFAULT 'offline',
  	\`version_venue_city\` text,
  	\`version_online_url\` text,
  	\`version_online_link_public\` integer DEFAULT false,
  	\`version_cover_id\` integer,
  	\`version_capacity\` numeric,
  	\`version_registration_open\` integer DEFAULT false,
  	\`version_registration_deadline\` text,
  	\`version_registrationdeadline_tz\` text DEFAULT 'Asia/Jakarta',
  	\`version_highlight\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_parent_idx\` ON \`_events_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_start_date_idx\` ON \`_events_v\` (\`version_start_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_end_date_idx\` ON \`_events_v\` (\`version_end_date\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_year_idx\` ON \`_events_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_format_idx\` ON \`_events_v\` (\`version_format\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_cover_idx\` ON \`_events_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_updated_at_idx\` ON \`_events_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version_created_at_idx\` ON \`_events_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_version_version__status_idx\` ON \`_events_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_created_at_idx\` ON \`_events_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_updated_at_idx\` ON \`_events_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_snapshot_idx\` ON \`_events_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_published_locale_idx\` ON \`_events_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_latest_idx\` ON \`_events_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_venue_name\` text,
  	\`version_venue_address\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_events_v_locales_locale_parent_id_unique\` ON \`_events_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_events_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_events_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_events_v_rels_order_idx\` ON \`_events_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_parent_idx\` ON \`_events_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_path_idx\` ON \`_events_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_events_v_rels_topics_id_idx\` ON \`_events_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`event_files\` (
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
  await db.run(sql`CREATE INDEX \`event_files_updated_at_idx\` ON \`event_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`event_files_created_at_idx\` ON \`event_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`event_files_filename_idx\` ON \`event_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`event_files_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_files_locales_locale_parent_id_unique\` ON \`event_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`event_cta\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`event_cta_image_idx\` ON \`event_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`event_cta_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`event_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`event_cta_locales_locale_parent_id_unique\` ON \`event_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`events_id\` integer REFERENCES events(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`event_files_id\` integer REFERENCES event_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_files_id_idx\` ON \`payload_locked_documents_rels\` (\`event_files_id\`);`)
  await db.run(sql`ALTER TABLE \`education_page\` ADD \`event_topic_id\` integer REFERENCES topics(id);`)
  await db.run(sql`CREATE INDEX \`education_page_event_topic_idx\` ON \`education_page\` (\`event_topic_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`events_speakers\`;`)
  await db.run(sql`DROP TABLE \`events_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`events_materials\`;`)
  await db.run(sql`DROP TABLE \`events_materials_locales\`;`)
  await db.run(sql`DROP TABLE \`events\`;`)
  await db.run(sql`DROP TABLE \`events_locales\`;`)
  await db.run(sql`DROP TABLE \`events_rels\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_speakers\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_speakers_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_materials\`;`)
  await db.run(sql`DROP TABLE \`_events_v_version_materials_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v\`;`)
  await db.run(sql`DROP TABLE \`_events_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_events_v_rels\`;`)
  await db.run(sql`DROP TABLE \`event_files\`;`)
  await db.run(sql`DROP TABLE \`event_files_locales\`;`)
  await db.run(sql`DROP TABLE \`event_cta\`;`)
  await db.run(sql`DROP TABLE \`event_cta_locales\`;`)
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
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_education_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_education_page\`("id", "hero_image_id", "updated_at", "created_at") SELECT "id", "hero_image_id", "updated_at", "created_at" FROM \`education_page\`;`)
  await db.run(sql`DROP TABLE \`education_page\`;`)
  await db.run(sql`ALTER TABLE \`__new_education_page\` RENAME TO \`education_page\`;`)
  await db.run(sql`CREATE INDEX \`education_page_hero_hero_image_idx\` ON \`education_page\` (\`hero_image_id\`);`)
}
