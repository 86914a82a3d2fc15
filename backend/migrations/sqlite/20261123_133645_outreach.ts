import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`cop_newsletters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`issue_number\` numeric,
  	\`issue_date\` text,
  	\`cover_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_newsletters_issue_date_idx\` ON \`cop_newsletters\` (\`issue_date\`);`)
  await db.run(sql`CREATE INDEX \`cop_newsletters_cover_idx\` ON \`cop_newsletters\` (\`cover_id\`);`)
  await db.run(sql`CREATE INDEX \`cop_newsletters_updated_at_idx\` ON \`cop_newsletters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cop_newsletters_created_at_idx\` ON \`cop_newsletters\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`cop_newsletters__status_idx\` ON \`cop_newsletters\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cop_newsletters_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`file_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`newsletter_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cop_newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_newsletters_file_idx\` ON \`cop_newsletters_locales\` (\`file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cop_newsletters_locales_locale_parent_id_unique\` ON \`cop_newsletters_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cop_newsletters_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_issue_number\` numeric,
  	\`version_issue_date\` text,
  	\`version_cover_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`cop_newsletters\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_cover_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_parent_idx\` ON \`_cop_newsletters_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_version_version_issue_date_idx\` ON \`_cop_newsletters_v\` (\`version_issue_date\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_version_version_cover_idx\` ON \`_cop_newsletters_v\` (\`version_cover_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_version_version_updated_at_idx\` ON \`_cop_newsletters_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_version_version_created_at_idx\` ON \`_cop_newsletters_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_version_version__status_idx\` ON \`_cop_newsletters_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_created_at_idx\` ON \`_cop_newsletters_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_updated_at_idx\` ON \`_cop_newsletters_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_snapshot_idx\` ON \`_cop_newsletters_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_published_locale_idx\` ON \`_cop_newsletters_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_latest_idx\` ON \`_cop_newsletters_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cop_newsletters_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_file_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`newsletter_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cop_newsletters_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_newsletters_v_version_version_file_idx\` ON \`_cop_newsletters_v_locales\` (\`version_file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_cop_newsletters_v_locales_locale_parent_id_unique\` ON \`_cop_newsletters_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`newsletter_files\` (
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
  await db.run(sql`CREATE INDEX \`newsletter_files_updated_at_idx\` ON \`newsletter_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`newsletter_files_created_at_idx\` ON \`newsletter_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`newsletter_files_filename_idx\` ON \`newsletter_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_categories_slug_idx\` ON \`faq_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_updated_at_idx\` ON \`faq_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories_created_at_idx\` ON \`faq_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faq_categories__status_idx\` ON \`faq_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faq_categories_locales\` (
  	\`title\` text,
  	\`description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faq_categories_locales_locale_parent_id_unique\` ON \`faq_categories_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faq_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_parent_idx\` ON \`_faq_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version_slug_idx\` ON \`_faq_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version_updated_at_idx\` ON \`_faq_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version_created_at_idx\` ON \`_faq_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_version_version__status_idx\` ON \`_faq_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_created_at_idx\` ON \`_faq_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_updated_at_idx\` ON \`_faq_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_snapshot_idx\` ON \`_faq_categories_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_published_locale_idx\` ON \`_faq_categories_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faq_categories_v_latest_idx\` ON \`_faq_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faq_categories_v_locales\` (
  	\`version_title\` text,
  	\`version_description\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faq_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faq_categories_v_locales_locale_parent_id_unique\` ON \`_faq_categories_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`faqs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`highlight\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`faqs_category_idx\` ON \`faqs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`faqs_updated_at_idx\` ON \`faqs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs_created_at_idx\` ON \`faqs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`faqs__status_idx\` ON \`faqs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`faqs_locales\` (
  	\`question\` text,
  	\`answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`faqs_locales_locale_parent_id_unique\` ON \`faqs_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_category_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_highlight\` integer DEFAULT false,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_faqs_v_parent_idx\` ON \`_faqs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_category_idx\` ON \`_faqs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_updated_at_idx\` ON \`_faqs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version_created_at_idx\` ON \`_faqs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_version_version__status_idx\` ON \`_faqs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_created_at_idx\` ON \`_faqs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_updated_at_idx\` ON \`_faqs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_snapshot_idx\` ON \`_faqs_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_published_locale_idx\` ON \`_faqs_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_faqs_v_latest_idx\` ON \`_faqs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_faqs_v_locales\` (
  	\`version_question\` text,
  	\`version_answer\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_faqs_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_faqs_v_locales_locale_parent_id_unique\` ON \`_faqs_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policy_pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`last_updated\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_pages_key_idx\` ON \`policy_pages\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_updated_at_idx\` ON \`policy_pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages_created_at_idx\` ON \`policy_pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`policy_pages__status_idx\` ON \`policy_pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`policy_pages_locales\` (
  	\`title\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policy_pages_locales_locale_parent_id_unique\` ON \`policy_pages_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policy_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_key\` text,
  	\`version_last_updated\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_parent_idx\` ON \`_policy_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_key_idx\` ON \`_policy_pages_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_updated_at_idx\` ON \`_policy_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version_created_at_idx\` ON \`_policy_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_version_version__status_idx\` ON \`_policy_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_created_at_idx\` ON \`_policy_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_updated_at_idx\` ON \`_policy_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_snapshot_idx\` ON \`_policy_pages_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_published_locale_idx\` ON \`_policy_pages_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_policy_pages_v_latest_idx\` ON \`_policy_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_policy_pages_v_locales\` (
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policy_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_policy_pages_v_locales_locale_parent_id_unique\` ON \`_policy_pages_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`project_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text,
  	\`stage\` text,
  	\`document_date\` text,
  	\`related_template_id\` integer,
  	\`order\` numeric DEFAULT 0,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`related_template_id\`) REFERENCES \`project_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`project_documents_kind_idx\` ON \`project_documents\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`project_documents_related_template_idx\` ON \`project_documents\` (\`related_template_id\`);`)
  await db.run(sql`CREATE INDEX \`project_documents_updated_at_idx\` ON \`project_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`project_documents_created_at_idx\` ON \`project_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`project_documents__status_idx\` ON \`project_documents\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`project_documents_locales\` (
  	\`title\` text,
  	\`sector\` text,
  	\`summary\` text,
  	\`body\` text,
  	\`file_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`file_id\`) REFERENCES \`resource_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`project_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`project_documents_file_idx\` ON \`project_documents_locales\` (\`file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`project_documents_locales_locale_parent_id_unique\` ON \`project_documents_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_project_documents_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_kind\` text,
  	\`version_stage\` text,
  	\`version_document_date\` text,
  	\`version_related_template_id\` integer,
  	\`version_order\` numeric DEFAULT 0,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`project_documents\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_related_template_id\`) REFERENCES \`project_documents\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_project_documents_v_parent_idx\` ON \`_project_documents_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_version_version_kind_idx\` ON \`_project_documents_v\` (\`version_kind\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_version_version_related_template_idx\` ON \`_project_documents_v\` (\`version_related_template_id\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_version_version_updated_at_idx\` ON \`_project_documents_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_version_version_created_at_idx\` ON \`_project_documents_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_version_version__status_idx\` ON \`_project_documents_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_created_at_idx\` ON \`_project_documents_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_updated_at_idx\` ON \`_project_documents_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_snapshot_idx\` ON \`_project_documents_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_published_locale_idx\` ON \`_project_documents_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_project_documents_v_latest_idx\` ON \`_project_documents_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_project_documents_v_locales\` (
  	\`version_title\` text,
  	\`version_sector\` text,
  	\`version_summary\` text,
  	\`version_body\` text,
  	\`version_file_id\` integer,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`version_file_id\`) REFERENCES \`resource_files\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_project_documents_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_project_documents_v_version_version_file_idx\` ON \`_project_documents_v_locales\` (\`version_file_id\`,\`_locale\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`_project_documents_v_locales_locale_parent_id_unique\` ON \`_project_documents_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`resource_files\` (
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
  await db.run(sql`CREATE INDEX \`resource_files_updated_at_idx\` ON \`resource_files\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`resource_files_created_at_idx\` ON \`resource_files\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`resource_files_filename_idx\` ON \`resource_files\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`outreach_page_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`label\` text,
  	\`permalink\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`outreach_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`outreach_page_links_order_idx\` ON \`outreach_page_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`outreach_page_links_parent_id_idx\` ON \`outreach_page_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`outreach_page_links_locale_idx\` ON \`outreach_page_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`outreach_page\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`outreach_page_image_idx\` ON \`outreach_page\` (\`image_id\`);`)
  await db.run(sql`CREATE INDEX \`outreach_page__status_idx\` ON \`outreach_page\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`outreach_page_locales\` (
  	\`headline\` text,
  	\`intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`outreach_page\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`outreach_page_locales_locale_parent_id_unique\` ON \`outreach_page_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_outreach_page_v_version_links\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`label\` text,
  	\`permalink\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_outreach_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_version_links_order_idx\` ON \`_outreach_page_v_version_links\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_version_links_parent_id_idx\` ON \`_outreach_page_v_version_links\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_version_links_locale_idx\` ON \`_outreach_page_v_version_links\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_outreach_page_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_version_version_image_idx\` ON \`_outreach_page_v\` (\`version_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_version_version__status_idx\` ON \`_outreach_page_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_created_at_idx\` ON \`_outreach_page_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_updated_at_idx\` ON \`_outreach_page_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_snapshot_idx\` ON \`_outreach_page_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_published_locale_idx\` ON \`_outreach_page_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_outreach_page_v_latest_idx\` ON \`_outreach_page_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_outreach_page_v_locales\` (
  	\`version_headline\` text,
  	\`version_intro\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_outreach_page_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_outreach_page_v_locales_locale_parent_id_unique\` ON \`_outreach_page_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`cop_purpose_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cop\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_purpose_points_order_idx\` ON \`cop_purpose_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cop_purpose_points_parent_id_idx\` ON \`cop_purpose_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cop_purpose_points_locale_idx\` ON \`cop_purpose_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cop_membership_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cop\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_membership_steps_order_idx\` ON \`cop_membership_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cop_membership_steps_parent_id_idx\` ON \`cop_membership_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cop_membership_steps_locale_idx\` ON \`cop_membership_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cop_benefit_activity_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cop\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_benefit_activity_benefits_order_idx\` ON \`cop_benefit_activity_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cop_benefit_activity_benefits_parent_id_idx\` ON \`cop_benefit_activity_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cop_benefit_activity_benefits_locale_idx\` ON \`cop_benefit_activity_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cop_benefit_activity_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cop\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_benefit_activity_activities_order_idx\` ON \`cop_benefit_activity_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`cop_benefit_activity_activities_parent_id_idx\` ON \`cop_benefit_activity_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`cop_benefit_activity_activities_locale_idx\` ON \`cop_benefit_activity_activities\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`cop\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`intro_image_id\` integer,
  	\`membership_join_url\` text,
  	\`highlight_image_id\` integer,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text,
  	FOREIGN KEY (\`intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`highlight_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`cop_intro_intro_image_idx\` ON \`cop\` (\`intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cop_highlight_highlight_image_idx\` ON \`cop\` (\`highlight_image_id\`);`)
  await db.run(sql`CREATE INDEX \`cop__status_idx\` ON \`cop\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`cop_locales\` (
  	\`intro_title\` text,
  	\`intro_body\` text,
  	\`purpose_title\` text,
  	\`purpose_body\` text,
  	\`membership_title\` text,
  	\`membership_eligibility\` text,
  	\`membership_join_label\` text,
  	\`benefit_activity_title\` text,
  	\`benefit_activity_intro\` text,
  	\`newsletter_title\` text,
  	\`newsletter_intro\` text,
  	\`highlight_title\` text,
  	\`highlight_summary\` text,
  	\`highlight_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`cop\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`cop_locales_locale_parent_id_unique\` ON \`cop_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_cop_v_version_purpose_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cop_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_v_version_purpose_points_order_idx\` ON \`_cop_v_version_purpose_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_purpose_points_parent_id_idx\` ON \`_cop_v_version_purpose_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_purpose_points_locale_idx\` ON \`_cop_v_version_purpose_points\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cop_v_version_membership_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cop_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_v_version_membership_steps_order_idx\` ON \`_cop_v_version_membership_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_membership_steps_parent_id_idx\` ON \`_cop_v_version_membership_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_membership_steps_locale_idx\` ON \`_cop_v_version_membership_steps\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cop_v_version_benefit_activity_benefits\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cop_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_v_version_benefit_activity_benefits_order_idx\` ON \`_cop_v_version_benefit_activity_benefits\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_benefit_activity_benefits_parent_id_idx\` ON \`_cop_v_version_benefit_activity_benefits\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_benefit_activity_benefits_locale_idx\` ON \`_cop_v_version_benefit_activity_benefits\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cop_v_version_benefit_activity_activities\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cop_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_v_version_benefit_activity_activities_order_idx\` ON \`_cop_v_version_benefit_activity_activities\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_benefit_activity_activities_parent_id_idx\` ON \`_cop_v_version_benefit_activity_activities\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_benefit_activity_activities_locale_idx\` ON \`_cop_v_version_benefit_activity_activities\` (\`_locale\`);`)
  await db.run(sql`CREATE TABLE \`_cop_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_intro_image_id\` integer,
  	\`version_membership_join_url\` text,
  	\`version_highlight_image_id\` integer,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`snapshot\` integer,
  	\`published_locale\` text,
  	\`latest\` integer,
  	FOREIGN KEY (\`version_intro_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_highlight_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_cop_v_version_intro_version_intro_image_idx\` ON \`_cop_v\` (\`version_intro_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_highlight_version_highlight_image_idx\` ON \`_cop_v\` (\`version_highlight_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_version_version__status_idx\` ON \`_cop_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_created_at_idx\` ON \`_cop_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_updated_at_idx\` ON \`_cop_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_snapshot_idx\` ON \`_cop_v\` (\`snapshot\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_published_locale_idx\` ON \`_cop_v\` (\`published_locale\`);`)
  await db.run(sql`CREATE INDEX \`_cop_v_latest_idx\` ON \`_cop_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_cop_v_locales\` (
  	\`version_intro_title\` text,
  	\`version_intro_body\` text,
  	\`version_purpose_title\` text,
  	\`version_purpose_body\` text,
  	\`version_membership_title\` text,
  	\`version_membership_eligibility\` text,
  	\`version_membership_join_label\` text,
  	\`version_benefit_activity_title\` text,
  	\`version_benefit_activity_intro\` text,
  	\`version_newsletter_title\` text,
  	\`version_newsletter_intro\` text,
  	\`version_highlight_title\` text,
  	\`version_highlight_summary\` text,
  	\`version_highlight_link_label\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_cop_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`_cop_v_locales_locale_parent_id_unique\` ON \`_cop_v_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cop_newsletters_id\` integer REFERENCES cop_newsletters(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`newsletter_files_id\` integer REFERENCES newsletter_files(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faq_categories_id\` integer REFERENCES faq_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`faqs_id\` integer REFERENCES faqs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policy_pages_id\` integer REFERENCES policy_pages(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`project_documents_id\` integer REFERENCES project_documents(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`resource_files_id\` integer REFERENCES resource_files(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cop_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`cop_newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_files_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`project_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resource_files_id_idx\` ON \`payload_locked_documents_rels\` (\`resource_files_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`cop_newsletters\`;`)
  await db.run(sql`DROP TABLE \`cop_newsletters_locales\`;`)
  await db.run(sql`DROP TABLE \`_cop_newsletters_v\`;`)
  await db.run(sql`DROP TABLE \`_cop_newsletters_v_locales\`;`)
  await db.run(sql`DROP TABLE \`newsletter_files\`;`)
  await db.run(sql`DROP TABLE \`faq_categories\`;`)
  await db.run(sql`DROP TABLE \`faq_categories_locales\`;`)
  await db.run(sql`DROP TABLE \`_faq_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_faq_categories_v_locales\`;`)
  await db.run(sql`DROP TABLE \`faqs\`;`)
  await db.run(sql`DROP TABLE \`faqs_locales\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v\`;`)
  await db.run(sql`DROP TABLE \`_faqs_v_locales\`;`)
  await db.run(sql`DROP TABLE \`policy_pages\`;`)
  await db.run(sql`DROP TABLE \`policy_pages_locales\`;`)
  await db.run(sql`DROP TABLE \`_policy_pages_v\`;`)
  await db.run(sql`DROP TABLE \`_policy_pages_v_locales\`;`)
  await db.run(sql`DROP TABLE \`project_documents\`;`)
  await db.run(sql`DROP TABLE \`project_documents_locales\`;`)
  await db.run(sql`DROP TABLE \`_project_documents_v\`;`)
  await db.run(sql`DROP TABLE \`_project_documents_v_locales\`;`)
  await db.run(sql`DROP TABLE \`resource_files\`;`)
  await db.run(sql`DROP TABLE \`outreach_page_links\`;`)
  await db.run(sql`DROP TABLE \`outreach_page\`;`)
  await db.run(sql`DROP TABLE \`outreach_page_locales\`;`)
  await db.run(sql`DROP TABLE \`_outreach_page_v_version_links\`;`)
  await db.run(sql`DROP TABLE \`_outreach_page_v\`;`)
  await db.run(sql`DROP TABLE \`_outreach_page_v_locales\`;`)
  await db.run(sql`DROP TABLE \`cop_purpose_points\`;`)
  await db.run(sql`DROP TABLE \`cop_membership_steps\`;`)
  await db.run(sql`DROP TABLE \`cop_benefit_activity_benefits\`;`)
  await db.run(sql`DROP TABLE \`cop_benefit_activity_activities\`;`)
  await db.run(sql`DROP TABLE \`cop\`;`)
  await db.run(sql`DROP TABLE \`cop_locales\`;`)
  await db.run(sql`DROP TABLE \`_cop_v_version_purpose_points\`;`)
  await db.run(sql`DROP TABLE \`_cop_v_version_membership_steps\`;`)
  await db.run(sql`DROP TABLE \`_cop_v_version_benefit_activity_benefits\`;`)
  await db.run(sql`DROP TABLE \`_cop_v_version_benefit_activity_activities\`;`)
  await db.run(sql`DROP TABLE \`_cop_v\`;`)
  await db.run(sql`DROP TABLE \`_cop_v_locales\`;`)
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
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
}
