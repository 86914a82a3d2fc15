import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`topics_areas\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_areas_order_idx\` ON \`topics_areas\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`topics_areas_parent_idx\` ON \`topics_areas\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`topics\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`topics_updated_at_idx\` ON \`topics\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`topics_created_at_idx\` ON \`topics\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`topics_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`topics_locales_locale_parent_id_unique\` ON \`topics_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`elibrary_types\` (
  	\`id\` numeric PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`elibrary_types_kind_idx\` ON \`elibrary_types\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_types_updated_at_idx\` ON \`elibrary_types\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_types_created_at_idx\` ON \`elibrary_types\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`elibrary_types_locales\` (
  	\`title\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` numeric NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`elibrary_types\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`elibrary_types_locales_locale_parent_id_unique\` ON \`elibrary_types_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`elibrary_items\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type_id\` numeric,
  	\`published_date\` text,
  	\`year\` numeric,
  	\`cover_id\` integer,
  	\`video_url\` text,
  	\`audio_id\` integer,
  	\`file_id\` integer,
  	\`external_url\` text,
  	\`featured\` integer DEFAULT false,
  	\`highlight\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`type_id\`) REFERENCES \`elibrary_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`audio_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`elibrary_items_type_idx\` ON \`elibrary_items\` (\`type_id\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_published_date_idx\` ON \`elibrary_items\` (\`published_date\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_year_idx\` ON \`elibrary_items\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_cover_idx\` ON \`elibrary_items\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_audio_idx\` ON \`elibrary_items\` (\`audio_id\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_file_idx\` ON \`elibrary_items\` (\`file_id\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_updated_at_idx\` ON \`elibrary_items\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_created_at_idx\` ON \`elibrary_items\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items__status_idx\` ON \`elibrary_items\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`elibrary_items_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`elibrary_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`elibrary_items_locales_locale_parent_id_unique\` ON \`elibrary_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`elibrary_items_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`elibrary_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`elibrary_items_rels_order_idx\` ON \`elibrary_items_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_rels_parent_idx\` ON \`elibrary_items_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_rels_path_idx\` ON \`elibrary_items_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`elibrary_items_rels_topics_id_idx\` ON \`elibrary_items_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_elibrary_items_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_type_id\` numeric,
  	\`version_published_date\` text,
  	\`version_year\` numeric,
  	\`version_cover_id\` integer,
  	\`version_video_url\` text,
  	\`version_audio_id\` integer,
  	\`version_file_id\` integer,
  	\`version_external_url\` text,
  	\`version_featured\` integer DEFAULT false,
  	\`version_highlight\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`elibrary_items\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_type_id\`) REFERENCES \`elibrary_types\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_audio_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_parent_idx\` ON \`_elibrary_items_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_type_idx\` ON \`_elibrary_items_v\` (\`version_type_id\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_published_date_idx\` ON \`_elibrary_items_v\` (\`version_published_date\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_year_idx\` ON \`_elibrary_items_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_cover_idx\` ON \`_elibrary_items_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_audio_idx\` ON \`_elibrary_items_v\` (\`version_audio_id\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_file_idx\` ON \`_elibrary_items_v\` (\`version_file_id\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_updated_at_idx\` ON \`_elibrary_items_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version_created_at_idx\` ON \`_elibrary_items_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_version_version__status_idx\` ON \`_elibrary_items_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_created_at_idx\` ON \`_elibrary_items_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_updated_at_idx\` ON \`_elibrary_items_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_snapshot_idx\` ON \`_elibrary_items_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_published_locale_idx\` ON \`_elibrary_items_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_latest_idx\` ON \`_elibrary_items_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_elibrary_items_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_elibrary_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_elibrary_items_v_locales_locale_parent_id_unique\` ON \`_elibrary_items_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_elibrary_items_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_elibrary_items_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_rels_order_idx\` ON \`_elibrary_items_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_rels_parent_idx\` ON \`_elibrary_items_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_rels_path_idx\` ON \`_elibrary_items_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_elibrary_items_v_rels_topics_id_idx\` ON \`_elibrary_items_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`library_files\` (
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
  await db.run(sql`CREATE INDEX \`library_files_updated_at_idx\` ON \`library_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`library_files_created_at_idx\` ON \`library_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`library_files_filename_idx\` ON \`library_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`library_files_locales\` (
  	\`title\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`library_files_locales_locale_parent_id_unique\` ON \`library_files_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_chapters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`research_chapters_order_idx\` ON \`research_chapters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`research_chapters_parent_id_idx\` ON \`research_chapters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_chapters_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`research_chapters_locales_locale_parent_id_unique\` ON \`research_chapters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`progress\` text DEFAULT 'on-going',
  	\`year\` numeric,
  	\`cover_id\` integer,
  	\`highlight\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`research_progress_idx\` ON \`research\` (\`progress\`);`)
  await db.run(sql`CREATE INDEX \`research_year_idx\` ON \`research\` (\`year\`);`)
  await db.run(sql`CREATE INDEX \`research_cover_idx\` ON \`research\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`research_updated_at_idx\` ON \`research\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`research_created_at_idx\` ON \`research\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`research__status_idx\` ON \`research\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`research_locales\` (
  	\`title\` text,
  	\`excerpt\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`research_locales_locale_parent_id_unique\` ON \`research_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`research_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`research_rels_order_idx\` ON \`research_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`research_rels_parent_idx\` ON \`research_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`research_rels_path_idx\` ON \`research_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`research_rels_topics_id_idx\` ON \`research_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_v_version_chapters\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_v_version_chapters_order_idx\` ON \`_research_v_version_chapters\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_chapters_parent_id_idx\` ON \`_research_v_version_chapters\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_v_version_chapters_locales\` (
  	\`title\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_v_version_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_research_v_version_chapters_locales_locale_parent_id_unique\` ON \`_research_v_version_chapters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_progress\` text DEFAULT 'on-going',
  	\`version_year\` numeric,
  	\`version_cover_id\` integer,
  	\`version_highlight\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_v_parent_idx\` ON \`_research_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_progress_idx\` ON \`_research_v\` (\`version_progress\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_year_idx\` ON \`_research_v\` (\`version_year\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_cover_idx\` ON \`_research_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_updated_at_idx\` ON \`_research_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version_created_at_idx\` ON \`_research_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_version_version__status_idx\` ON \`_research_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_created_at_idx\` ON \`_research_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_updated_at_idx\` ON \`_research_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_snapshot_idx\` ON \`_research_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_published_locale_idx\` ON \`_research_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_latest_idx\` ON \`_research_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_research_v_locales\` (
  	\`version_title\` text,
  	\`version_excerpt\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_research_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_research_v_locales_locale_parent_id_unique\` ON \`_research_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_research_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_research_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_research_v_rels_order_idx\` ON \`_research_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_rels_parent_idx\` ON \`_research_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_rels_path_idx\` ON \`_research_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_research_v_rels_topics_id_idx\` ON \`_research_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`research_cta\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`button_url\` text,
  	\`image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`research_cta_image_idx\` ON \`research_cta\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`research_cta_locales\` (
  	\`title\` text NOT NULL,
  	\`body\` text,
  	\`button_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`research_cta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`research_cta_locales_locale_parent_id_unique\` ON \`research_cta_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`topics_id\` integer REFERENCES topics(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`elibrary_types_id\` numeric REFERENCES elibrary_types(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`elibrary_items_id\` integer REFERENCES elibrary_items(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`library_files_id\` integer REFERENCES library_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`research_id\` integer REFERENCES research(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_types_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_items_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_id_idx\` ON \`payload_locked_documents_rels\` (\`research_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`topics_areas\`;`)
  await db.run(sql`DROP TABLE \`topics\`;`)
  await db.run(sql`DROP TABLE \`topics_locales\`;`)
  await db.run(sql`DROP TABLE \`elibrary_types\`;`)
  await db.run(sql`DROP TABLE \`elibrary_types_locales\`;`)
  await db.run(sql`DROP TABLE \`elibrary_items\`;`)
  await db.run(sql`DROP TABLE \`elibrary_items_locales\`;`)
  await db.run(sql`DROP TABLE \`elibrary_items_rels\`;`)
  await db.run(sql`DROP TABLE \`_elibrary_items_v\`;`)
  await db.run(sql`DROP TABLE \`_elibrary_items_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_elibrary_items_v_rels\`;`)
  await db.run(sql`DROP TABLE \`library_files\`;`)
  await db.run(sql`DROP TABLE \`library_files_locales\`;`)
  await db.run(sql`DROP TABLE \`research_chapters\`;`)
  await db.run(sql`DROP TABLE \`research_chapters_locales\`;`)
  await db.run(sql`DROP TABLE \`research\`;`)
  await db.run(sql`DROP TABLE \`research_locales\`;`)
  await db.run(sql`DROP TABLE \`research_rels\`;`)
  await db.run(sql`DROP TABLE \`_research_v_version_chapters\`;`)
  await db.run(sql`DROP TABLE \`_research_v_version_chapters_locales\`;`)
  await db.run(sql`DROP TABLE \`_research_v\`;`)
  await db.run(sql`DROP TABLE \`_research_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_research_v_rels\`;`)
  await db.run(sql`DROP TABLE \`research_cta\`;`)
  await db.run(sql`DROP TABLE \`research_cta_locales\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`page_meta_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_meta_id\`) REFERENCES \`page_meta\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_meta_id_idx\` ON \`payload_locked_documents_rels\` (\`page_meta_id\`);`)
}
