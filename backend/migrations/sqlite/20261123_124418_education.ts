import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`education_programs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'other',
  	\`order\` numeric DEFAULT 100,
  	\`cover_id\` integer,
  	\`duration_value\` numeric,
  	\`duration_unit\` text DEFAULT 'days',
  	\`delivery_format\` text DEFAULT 'in-person',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`education_programs_kind_idx\` ON \`education_programs\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_order_idx\` ON \`education_programs\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_cover_idx\` ON \`education_programs\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_updated_at_idx\` ON \`education_programs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_created_at_idx\` ON \`education_programs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`education_programs__status_idx\` ON \`education_programs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`education_programs_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`audience\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`education_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`education_programs_locales_locale_parent_id_unique\` ON \`education_programs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`education_programs_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`education_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`education_programs_rels_order_idx\` ON \`education_programs_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_rels_parent_idx\` ON \`education_programs_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_rels_path_idx\` ON \`education_programs_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`education_programs_rels_topics_id_idx\` ON \`education_programs_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`_education_programs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text DEFAULT 'other',
  	\`version_order\` numeric DEFAULT 100,
  	\`version_cover_id\` integer,
  	\`version_duration_value\` numeric,
  	\`version_duration_unit\` text DEFAULT 'days',
  	\`version_delivery_format\` text DEFAULT 'in-person',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`education_programs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_education_programs_v_parent_idx\` ON \`_education_programs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_version_version_kind_idx\` ON \`_education_programs_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_version_version_order_idx\` ON \`_education_programs_v\` (\`version_order\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_version_version_cover_idx\` ON \`_education_programs_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_version_version_updated_at_idx\` ON \`_education_programs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_version_version_created_at_idx\` ON \`_education_programs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_version_version__status_idx\` ON \`_education_programs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_created_at_idx\` ON \`_education_programs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_updated_at_idx\` ON \`_education_programs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_snapshot_idx\` ON \`_education_programs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_published_locale_idx\` ON \`_education_programs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_latest_idx\` ON \`_education_programs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_education_programs_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_audience\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_education_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_education_programs_v_locales_locale_parent_id_unique\` ON \`_education_programs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_education_programs_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`topics_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_education_programs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_education_programs_v_rels_order_idx\` ON \`_education_programs_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_rels_parent_idx\` ON \`_education_programs_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_rels_path_idx\` ON \`_education_programs_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_education_programs_v_rels_topics_id_idx\` ON \`_education_programs_v_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE TABLE \`education_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`hero_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`hero_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`education_page_hero_hero_image_idx\` ON \`education_page\` (\`hero_image_id\`);`)
  await db.run(sql`CREATE TABLE \`education_page_locales\` (
  	\`hero_title\` text NOT NULL,
  	\`hero_intro\` text,
  	\`main_programs_title\` text,
  	\`main_programs_intro\` text,
  	\`other_programs_title\` text,
  	\`other_programs_intro\` text,
  	\`event_highlight_title\` text,
  	\`event_highlight_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`education_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`education_page_locales_locale_parent_id_unique\` ON \`education_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_participant_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` numeric NOT NULL,
  	\`suffix\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`capacity_building_participant_stats_order_idx\` ON \`capacity_building_participant_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_participant_stats_parent_id_idx\` ON \`capacity_building_participant_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_participant_stats_locales\` (
  	\`label\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building_participant_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`capacity_building_participant_stats_locales_locale_parent_id\` ON \`capacity_building_participant_stats_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_program_description_components\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`capacity_building_program_description_components_order_idx\` ON \`capacity_building_program_description_components\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_program_description_components_parent_id_idx\` ON \`capacity_building_program_description_components\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_program_description_components_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building_program_description_components\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`capacity_building_program_description_components_locales_loc\` ON \`capacity_building_program_description_components_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_eligible_criteria\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`capacity_building_eligible_criteria_order_idx\` ON \`capacity_building_eligible_criteria\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_eligible_criteria_parent_id_idx\` ON \`capacity_building_eligible_criteria\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_eligible_criteria_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building_eligible_criteria\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`capacity_building_eligible_criteria_locales_locale_parent_id\` ON \`capacity_building_eligible_criteria_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_how_to_apply_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`capacity_building_how_to_apply_steps_order_idx\` ON \`capacity_building_how_to_apply_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_how_to_apply_steps_parent_id_idx\` ON \`capacity_building_how_to_apply_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_how_to_apply_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building_how_to_apply_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`capacity_building_how_to_apply_steps_locales_locale_parent_i\` ON \`capacity_building_how_to_apply_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_portfolio_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`year\` numeric,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`capacity_building_portfolio_items_order_idx\` ON \`capacity_building_portfolio_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_portfolio_items_parent_id_idx\` ON \`capacity_building_portfolio_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_portfolio_items_image_idx\` ON \`capacity_building_portfolio_items\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_portfolio_items_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`location\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building_portfolio_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`capacity_building_portfolio_items_locales_locale_parent_id_u\` ON \`capacity_building_portfolio_items_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`highlight_image_id\` integer,
  	\`main_button_url\` text,
  	\`about_image_id\` integer,
  	\`how_to_apply_button_url\` text,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`highlight_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`about_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`capacity_building_highlight_highlight_image_idx\` ON \`capacity_building\` (\`highlight_image_id\`);`)
  await db.run(sql`CREATE INDEX \`capacity_building_about_about_image_idx\` ON \`capacity_building\` (\`about_image_id\`);`)
  await db.run(sql`CREATE TABLE \`capacity_building_locales\` (
  	\`highlight_title\` text NOT NULL,
  	\`highlight_subtitle\` text,
  	\`main_title\` text,
  	\`main_intro\` text,
  	\`main_button_label\` text,
  	\`participant_title\` text,
  	\`participant_intro\` text,
  	\`about_title\` text,
  	\`about_body\` text,
  	\`program_description_title\` text,
  	\`program_description_intro\` text,
  	\`eligible_title\` text,
  	\`eligible_intro\` text,
  	\`how_to_apply_title\` text,
  	\`how_to_apply_intro\` text,
  	\`how_to_apply_button_label\` text,
  	\`portfolio_title\` text,
  	\`portfolio_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`capacity_building\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`capacity_building_locales_locale_parent_id_unique\` ON \`capacity_building_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`how_it_works_learner_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`how_it_works_learner_steps_order_idx\` ON \`how_it_works_learner_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`how_it_works_learner_steps_parent_id_idx\` ON \`how_it_works_learner_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`how_it_works_learner_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`how_it_works_learner_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`how_it_works_learner_steps_locales_locale_parent_id_unique\` ON \`how_it_works_learner_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`how_it_works_lecturer_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`link_url\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`how_it_works_lecturer_steps_order_idx\` ON \`how_it_works_lecturer_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`how_it_works_lecturer_steps_parent_id_idx\` ON \`how_it_works_lecturer_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`how_it_works_lecturer_steps_locales\` (
  	\`title\` text NOT NULL,
  	\`description\` text,
  	\`link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`how_it_works_lecturer_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`how_it_works_lecturer_steps_locales_locale_parent_id_unique\` ON \`how_it_works_lecturer_steps_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`how_it_works\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`highlight_image_id\` integer,
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`highlight_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`how_it_works_highlight_highlight_image_idx\` ON \`how_it_works\` (\`highlight_image_id\`);`)
  await db.run(sql`CREATE TABLE \`how_it_works_locales\` (
  	\`highlight_title\` text NOT NULL,
  	\`highlight_subtitle\` text,
  	\`learner_title\` text,
  	\`learner_intro\` text,
  	\`lecturer_title\` text,
  	\`lecturer_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`how_it_works\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`how_it_works_locales_locale_parent_id_unique\` ON \`how_it_works_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`education_programs_id\` integer REFERENCES education_programs(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_education_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`education_programs_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`education_programs\`;`)
  await db.run(sql`DROP TABLE \`education_programs_locales\`;`)
  await db.run(sql`DROP TABLE \`education_programs_rels\`;`)
  await db.run(sql`DROP TABLE \`_education_programs_v\`;`)
  await db.run(sql`DROP TABLE \`_education_programs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`_education_programs_v_rels\`;`)
  await db.run(sql`DROP TABLE \`education_page\`;`)
  await db.run(sql`DROP TABLE \`education_page_locales\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_participant_stats\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_participant_stats_locales\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_program_description_components\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_program_description_components_locales\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_eligible_criteria\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_eligible_criteria_locales\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_how_to_apply_steps\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_how_to_apply_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_portfolio_items\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_portfolio_items_locales\`;`)
  await db.run(sql`DROP TABLE \`capacity_building\`;`)
  await db.run(sql`DROP TABLE \`capacity_building_locales\`;`)
  await db.run(sql`DROP TABLE \`how_it_works_learner_steps\`;`)
  await db.run(sql`DROP TABLE \`how_it_works_learner_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`how_it_works_lecturer_steps\`;`)
  await db.run(sql`DROP TABLE \`how_it_works_lecturer_steps_locales\`;`)
  await db.run(sql`DROP TABLE \`how_it_works\`;`)
  await db.run(sql`DROP TABLE \`how_it_works_locales\`;`)
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
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}
