import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`banners\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`placement\` text DEFAULT 'home-slider',
  	\`image_id\` integer,
  	\`link\` text,
  	\`order\` numeric DEFAULT 0,
  	\`active\` integer DEFAULT true,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`banners_placement_idx\` ON \`banners\` (\`placement\`);`)
  await db.run(sql`CREATE INDEX \`banners_image_idx\` ON \`banners\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`banners_order_idx\` ON \`banners\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`banners_active_idx\` ON \`banners\` (\`active\`);`)
  await db.run(sql`CREATE INDEX \`banners_updated_at_idx\` ON \`banners\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`banners_created_at_idx\` ON \`banners\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`banners__status_idx\` ON \`banners\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`banners_locales\` (
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`banners_locales_locale_parent_id_unique\` ON \`banners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_placement\` text DEFAULT 'home-slider',
  	\`version_image_id\` integer,
  	\`version_link\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_active\` integer DEFAULT true,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_banners_v_parent_idx\` ON \`_banners_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_placement_idx\` ON \`_banners_v\` (\`version_placement\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_image_idx\` ON \`_banners_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_order_idx\` ON \`_banners_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_active_idx\` ON \`_banners_v\` (\`version_active\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_updated_at_idx\` ON \`_banners_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version_created_at_idx\` ON \`_banners_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_version_version__status_idx\` ON \`_banners_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_created_at_idx\` ON \`_banners_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_updated_at_idx\` ON \`_banners_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_snapshot_idx\` ON \`_banners_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_published_locale_idx\` ON \`_banners_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_banners_v_latest_idx\` ON \`_banners_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_banners_v_locales\` (
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_banners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_banners_v_locales_locale_parent_id_unique\` ON \`_banners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`universities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`logo_id\` integer,
  	\`city\` text,
  	\`website\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`universities_name_idx\` ON \`universities\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`universities_logo_idx\` ON \`universities\` (\`logo_id\`);`)
  await db.run(sql`CREATE INDEX \`universities_updated_at_idx\` ON \`universities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`universities_created_at_idx\` ON \`universities\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`universities__status_idx\` ON \`universities\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_universities_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_logo_id\` integer,
  	\`version_city\` text,
  	\`version_website\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`universities\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_universities_v_parent_idx\` ON \`_universities_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_version_version_name_idx\` ON \`_universities_v\` (\`version_name\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_version_version_logo_idx\` ON \`_universities_v\` (\`version_logo_id\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_version_version_updated_at_idx\` ON \`_universities_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_version_version_created_at_idx\` ON \`_universities_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_version_version__status_idx\` ON \`_universities_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_created_at_idx\` ON \`_universities_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_updated_at_idx\` ON \`_universities_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_snapshot_idx\` ON \`_universities_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_published_locale_idx\` ON \`_universities_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_universities_v_latest_idx\` ON \`_universities_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`about_missions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_missions_order_idx\` ON \`about_missions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_missions_parent_id_idx\` ON \`about_missions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_missions_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_missions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_missions_locales_locale_parent_id_unique\` ON \`about_missions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_work\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_work_order_idx\` ON \`about_work\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_work_parent_id_idx\` ON \`about_work\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_work_image_idx\` ON \`about_work\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`about_work_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_work\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_work_locales_locale_parent_id_unique\` ON \`about_work_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_awards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_awards_order_idx\` ON \`about_awards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_awards_parent_id_idx\` ON \`about_awards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_awards_image_idx\` ON \`about_awards\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`about_awards_locales\` (
  	\`title\` text,
  	\`issuer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_awards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_awards_locales_locale_parent_id_unique\` ON \`about_awards_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_partners\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`url\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_partners_order_idx\` ON \`about_partners\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_partners_parent_id_idx\` ON \`about_partners\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_partners_logo_idx\` ON \`about_partners\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`about_partners_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_partners\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_partners_locales_locale_parent_id_unique\` ON \`about_partners_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_advisors\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_advisors_order_idx\` ON \`about_advisors\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_advisors_parent_id_idx\` ON \`about_advisors\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_advisors_photo_idx\` ON \`about_advisors\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`about_advisors_locales\` (
  	\`position\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_advisors\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_advisors_locales_locale_parent_id_unique\` ON \`about_advisors_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`ceo_notes_name\` text,
  	\`ceo_notes_photo_id\` integer,
  	\`our_purpose_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`ceo_notes_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`our_purpose_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`about_page_ceo_notes_ceo_notes_photo_idx\` ON \`about_page\` (\`ceo_notes_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page_our_purpose_our_purpose_image_idx\` ON \`about_page\` (\`our_purpose_image_id\`);`)
  await db.run(sql`CREATE INDEX \`about_page__status_idx\` ON \`about_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`about_page_locales\` (
  	\`ceo_notes_title\` text,
  	\`ceo_notes_position\` text,
  	\`ceo_notes_quote\` text,
  	\`ceo_notes_body\` text,
  	\`our_purpose_title\` text,
  	\`our_purpose_statement\` text,
  	\`our_purpose_body\` text,
  	\`vision_mission_title\` text,
  	\`vision_mission_vision\` text,
  	\`what_we_do_title\` text,
  	\`what_we_do_intro\` text,
  	\`awards_title\` text,
  	\`awards_intro\` text,
  	\`partnership_title\` text,
  	\`partnership_intro\` text,
  	\`academic_advisor_title\` text,
  	\`academic_advisor_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`about_page_locales_locale_parent_id_unique\` ON \`about_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_missions_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_missions_v_order_idx\` ON \`_about_missions_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_missions_v_parent_id_idx\` ON \`_about_missions_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_missions_v_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_missions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_missions_v_locales_locale_parent_id_unique\` ON \`_about_missions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_work_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_work_v_order_idx\` ON \`_about_work_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_work_v_parent_id_idx\` ON \`_about_work_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_work_v_image_idx\` ON \`_about_work_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_work_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_work_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_work_v_locales_locale_parent_id_unique\` ON \`_about_work_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_awards_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_awards_v_order_idx\` ON \`_about_awards_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_awards_v_parent_id_idx\` ON \`_about_awards_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_awards_v_image_idx\` ON \`_about_awards_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_awards_v_locales\` (
  	\`title\` text,
  	\`issuer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_awards_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_awards_v_locales_locale_parent_id_unique\` ON \`_about_awards_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_partners_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`logo_id\` integer,
  	\`url\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`logo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_partners_v_order_idx\` ON \`_about_partners_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_partners_v_parent_id_idx\` ON \`_about_partners_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_partners_v_logo_idx\` ON \`_about_partners_v\` (\`logo_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_partners_v_locales\` (
  	\`name\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_partners_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_partners_v_locales_locale_parent_id_unique\` ON \`_about_partners_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_advisors_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_advisors_v_order_idx\` ON \`_about_advisors_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_advisors_v_parent_id_idx\` ON \`_about_advisors_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_advisors_v_photo_idx\` ON \`_about_advisors_v\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_advisors_v_locales\` (
  	\`position\` text,
  	\`bio\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_advisors_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_advisors_v_locales_locale_parent_id_unique\` ON \`_about_advisors_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_ceo_notes_name\` text,
  	\`version_ceo_notes_photo_id\` integer,
  	\`version_our_purpose_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_ceo_notes_photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_our_purpose_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_ceo_notes_version_ceo_notes_photo_idx\` ON \`_about_page_v\` (\`version_ceo_notes_photo_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_our_purpose_version_our_purpose_im_idx\` ON \`_about_page_v\` (\`version_our_purpose_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_version_version__status_idx\` ON \`_about_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_created_at_idx\` ON \`_about_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_updated_at_idx\` ON \`_about_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_snapshot_idx\` ON \`_about_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_published_locale_idx\` ON \`_about_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_about_page_v_latest_idx\` ON \`_about_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_about_page_v_locales\` (
  	\`version_ceo_notes_title\` text,
  	\`version_ceo_notes_position\` text,
  	\`version_ceo_notes_quote\` text,
  	\`version_ceo_notes_body\` text,
  	\`version_our_purpose_title\` text,
  	\`version_our_purpose_statement\` text,
  	\`version_our_purpose_body\` text,
  	\`version_vision_mission_title\` text,
  	\`version_vision_mission_vision\` text,
  	\`version_what_we_do_title\` text,
  	\`version_what_we_do_intro\` text,
  	\`version_awards_title\` text,
  	\`version_awards_intro\` text,
  	\`version_partnership_title\` text,
  	\`version_partnership_intro\` text,
  	\`version_academic_advisor_title\` text,
  	\`version_academic_advisor_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_about_page_v_locales_locale_parent_id_unique\` ON \`_about_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`expertise_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`expertise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`expertise_areas_order_idx\` ON \`expertise_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`expertise_areas_parent_id_idx\` ON \`expertise_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`expertise_areas_image_idx\` ON \`expertise_areas\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`expertise_areas_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`expertise_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`expertise_areas_locales_locale_parent_id_unique\` ON \`expertise_areas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`expertise_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_link\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`expertise_page__status_idx\` ON \`expertise_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`expertise_page_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`expertise_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`expertise_page_locales_locale_parent_id_unique\` ON \`expertise_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_expertise_areas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_expertise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_expertise_areas_v_order_idx\` ON \`_expertise_areas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_areas_v_parent_id_idx\` ON \`_expertise_areas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_areas_v_image_idx\` ON \`_expertise_areas_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_expertise_areas_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_expertise_areas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_expertise_areas_v_locales_locale_parent_id_unique\` ON \`_expertise_areas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_expertise_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_cta_link\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_expertise_page_v_version_version__status_idx\` ON \`_expertise_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_page_v_created_at_idx\` ON \`_expertise_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_page_v_updated_at_idx\` ON \`_expertise_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_page_v_snapshot_idx\` ON \`_expertise_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_page_v_published_locale_idx\` ON \`_expertise_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_expertise_page_v_latest_idx\` ON \`_expertise_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_expertise_page_v_locales\` (
  	\`version_headline\` text,
  	\`version_intro\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_expertise_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_expertise_page_v_locales_locale_parent_id_unique\` ON \`_expertise_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`advocacy_areas\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`advocacy_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`advocacy_areas_order_idx\` ON \`advocacy_areas\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`advocacy_areas_parent_id_idx\` ON \`advocacy_areas\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`advocacy_areas_image_idx\` ON \`advocacy_areas\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`advocacy_areas_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`advocacy_areas\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`advocacy_areas_locales_locale_parent_id_unique\` ON \`advocacy_areas_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`advocacy_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`cta_link\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`advocacy_page__status_idx\` ON \`advocacy_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`advocacy_page_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`cta_title\` text,
  	\`cta_text\` text,
  	\`cta_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`advocacy_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`advocacy_page_locales_locale_parent_id_unique\` ON \`advocacy_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_advocacy_areas_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_advocacy_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_advocacy_areas_v_order_idx\` ON \`_advocacy_areas_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_areas_v_parent_id_idx\` ON \`_advocacy_areas_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_areas_v_image_idx\` ON \`_advocacy_areas_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_advocacy_areas_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_advocacy_areas_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_advocacy_areas_v_locales_locale_parent_id_unique\` ON \`_advocacy_areas_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_advocacy_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_cta_link\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_advocacy_page_v_version_version__status_idx\` ON \`_advocacy_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_page_v_created_at_idx\` ON \`_advocacy_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_page_v_updated_at_idx\` ON \`_advocacy_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_page_v_snapshot_idx\` ON \`_advocacy_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_page_v_published_locale_idx\` ON \`_advocacy_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_advocacy_page_v_latest_idx\` ON \`_advocacy_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_advocacy_page_v_locales\` (
  	\`version_headline\` text,
  	\`version_intro\` text,
  	\`version_cta_title\` text,
  	\`version_cta_text\` text,
  	\`version_cta_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_advocacy_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_advocacy_page_v_locales_locale_parent_id_unique\` ON \`_advocacy_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniid_missions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniid_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniid_missions_order_idx\` ON \`uniid_missions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniid_missions_parent_id_idx\` ON \`uniid_missions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniid_missions_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniid_missions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniid_missions_locales_locale_parent_id_unique\` ON \`uniid_missions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniid_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniid_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`uniid_activities_order_idx\` ON \`uniid_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`uniid_activities_parent_id_idx\` ON \`uniid_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`uniid_activities_image_idx\` ON \`uniid_activities\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`uniid_activities_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniid_activities\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniid_activities_locales_locale_parent_id_unique\` ON \`uniid_activities_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`uniid_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`highlight_image_id\` integer,
  	\`highlight_link\` text,
  	\`intro_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`highlight_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`uniid_page_highlight_highlight_image_idx\` ON \`uniid_page\` (\`highlight_image_id\`);`)
  await db.run(sql`CREATE INDEX \`uniid_page_intro_intro_image_idx\` ON \`uniid_page\` (\`intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`uniid_page__status_idx\` ON \`uniid_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`uniid_page_locales\` (
  	\`highlight_title\` text,
  	\`highlight_subtitle\` text,
  	\`highlight_link_label\` text,
  	\`intro_title\` text,
  	\`intro_body\` text,
  	\`our_vision_title\` text,
  	\`our_vision_text\` text,
  	\`our_mission_title\` text,
  	\`activity_title\` text,
  	\`activity_intro\` text,
  	\`university_listing_title\` text,
  	\`university_listing_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`uniid_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`uniid_page_locales_locale_parent_id_unique\` ON \`uniid_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniid_missions_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniid_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniid_missions_v_order_idx\` ON \`_uniid_missions_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_missions_v_parent_id_idx\` ON \`_uniid_missions_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniid_missions_v_locales\` (
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniid_missions_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniid_missions_v_locales_locale_parent_id_unique\` ON \`_uniid_missions_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniid_activities_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text DEFAULT 'learning',
  	\`image_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniid_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniid_activities_v_order_idx\` ON \`_uniid_activities_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_activities_v_parent_id_idx\` ON \`_uniid_activities_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_activities_v_image_idx\` ON \`_uniid_activities_v\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniid_activities_v_locales\` (
  	\`title\` text,
  	\`text\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniid_activities_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniid_activities_v_locales_locale_parent_id_unique\` ON \`_uniid_activities_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_uniid_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_highlight_image_id\` integer,
  	\`version_highlight_link\` text,
  	\`version_intro_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_highlight_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_version_highlight_version_highlight_image_idx\` ON \`_uniid_page_v\` (\`version_highlight_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_version_intro_version_intro_image_idx\` ON \`_uniid_page_v\` (\`version_intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_version_version__status_idx\` ON \`_uniid_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_created_at_idx\` ON \`_uniid_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_updated_at_idx\` ON \`_uniid_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_snapshot_idx\` ON \`_uniid_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_published_locale_idx\` ON \`_uniid_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_uniid_page_v_latest_idx\` ON \`_uniid_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_uniid_page_v_locales\` (
  	\`version_highlight_title\` text,
  	\`version_highlight_subtitle\` text,
  	\`version_highlight_link_label\` text,
  	\`version_intro_title\` text,
  	\`version_intro_body\` text,
  	\`version_our_vision_title\` text,
  	\`version_our_vision_text\` text,
  	\`version_our_mission_title\` text,
  	\`version_activity_title\` text,
  	\`version_activity_intro\` text,
  	\`version_university_listing_title\` text,
  	\`version_university_listing_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_uniid_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_uniid_page_v_locales_locale_parent_id_unique\` ON \`_uniid_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`banners_id\` integer REFERENCES banners(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`universities_id\` integer REFERENCES universities(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_universities_id_idx\` ON \`payload_locked_documents_rels\` (\`universities_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`banners\`;`)
  await db.run(sql`DROP TABLE \`banners_locales\`;`)
  await db.run(sql`DROP TABLE \`_banners_v\`;`)
  await db.run(sql`DROP TABLE \`_banners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`universities\`;`)
  await db.run(sql`DROP TABLE \`_universities_v\`;`)
  await db.run(sql`DROP TABLE \`about_missions\`;`)
  await db.run(sql`DROP TABLE \`about_missions_locales\`;`)
  await db.run(sql`DROP TABLE \`about_work\`;`)
  await db.run(sql`DROP TABLE \`about_work_locales\`;`)
  await db.run(sql`DROP TABLE \`about_awards\`;`)
  await db.run(sql`DROP TABLE \`about_awards_locales\`;`)
  await db.run(sql`DROP TABLE \`about_partners\`;`)
  await db.run(sql`DROP TABLE \`about_partners_locales\`;`)
  await db.run(sql`DROP TABLE \`about_advisors\`;`)
  await db.run(sql`DROP TABLE \`about_advisors_locales\`;`)
  await db.run(sql`DROP TABLE \`about_page\`;`)
  await db.run(sql`DROP TABLE \`about_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_missions_v\`;`)
  await db.run(sql`DROP TABLE \`_about_missions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_work_v\`;`)
  await db.run(sql`DROP TABLE \`_about_work_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_awards_v\`;`)
  await db.run(sql`DROP TABLE \`_about_awards_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_partners_v\`;`)
  await db.run(sql`DROP TABLE \`_about_partners_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_advisors_v\`;`)
  await db.run(sql`DROP TABLE \`_about_advisors_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v\`;`)
  await db.run(sql`DROP TABLE \`_about_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`expertise_areas\`;`)
  await db.run(sql`DROP TABLE \`expertise_areas_locales\`;`)
  await db.run(sql`DROP TABLE \`expertise_page\`;`)
  await db.run(sql`DROP TABLE \`expertise_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_expertise_areas_v\`;`)
  await db.run(sql`DROP TABLE \`_expertise_areas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_expertise_page_v\`;`)
  await db.run(sql`DROP TABLE \`_expertise_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`advocacy_areas\`;`)
  await db.run(sql`DROP TABLE \`advocacy_areas_locales\`;`)
  await db.run(sql`DROP TABLE \`advocacy_page\`;`)
  await db.run(sql`DROP TABLE \`advocacy_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_advocacy_areas_v\`;`)
  await db.run(sql`DROP TABLE \`_advocacy_areas_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_advocacy_page_v\`;`)
  await db.run(sql`DROP TABLE \`_advocacy_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`uniid_missions\`;`)
  await db.run(sql`DROP TABLE \`uniid_missions_locales\`;`)
  await db.run(sql`DROP TABLE \`uniid_activities\`;`)
  await db.run(sql`DROP TABLE \`uniid_activities_locales\`;`)
  await db.run(sql`DROP TABLE \`uniid_page\`;`)
  await db.run(sql`DROP TABLE \`uniid_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniid_missions_v\`;`)
  await db.run(sql`DROP TABLE \`_uniid_missions_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniid_activities_v\`;`)
  await db.run(sql`DROP TABLE \`_uniid_activities_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_uniid_page_v\`;`)
  await db.run(sql`DROP TABLE \`_uniid_page_v_locales\`;`)
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
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}
