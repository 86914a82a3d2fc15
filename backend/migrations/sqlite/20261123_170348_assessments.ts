import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`assessments_questions_options\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`correct\` integer DEFAULT false,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assessments_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assessments_questions_options_order_idx\` ON \`assessments_questions_options\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assessments_questions_options_parent_id_idx\` ON \`assessments_questions_options\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`assessments_questions_options_locales\` (
  	\`text\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assessments_questions_options\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`assessments_questions_options_locales_locale_parent_id_uniqu\` ON \`assessments_questions_options_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`assessments_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'single' NOT NULL,
  	\`image_id\` integer,
  	FOREIGN KEY (\`image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`assessments_questions_order_idx\` ON \`assessments_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`assessments_questions_parent_id_idx\` ON \`assessments_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`assessments_questions_image_idx\` ON \`assessments_questions\` (\`image_id\`);`)
  await db.run(sql`CREATE TABLE \`assessments_questions_locales\` (
  	\`question\` text NOT NULL,
  	\`explanation\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assessments_questions\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`assessments_questions_locales_locale_parent_id_unique\` ON \`assessments_questions_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`assessments\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text DEFAULT 'quiz' NOT NULL,
  	\`course_id\` integer,
  	\`lecture_id\` integer,
  	\`key\` text,
  	\`passing_grade\` numeric DEFAULT 70 NOT NULL,
  	\`weight\` numeric DEFAULT 10 NOT NULL,
  	\`attempts_allowed\` numeric DEFAULT 3 NOT NULL,
  	\`time_limit_minutes\` numeric DEFAULT 10 NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lecture_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`assessments_course_idx\` ON \`assessments\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`assessments_lecture_idx\` ON \`assessments\` (\`lecture_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`assessments_key_idx\` ON \`assessments\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`assessments_updated_at_idx\` ON \`assessments\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessments_created_at_idx\` ON \`assessments\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`assessments_locales\` (
  	\`title\` text NOT NULL,
  	\`how_to_use_title\` text,
  	\`how_to_use\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_locale\` text NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`assessments_locales_locale_parent_id_unique\` ON \`assessments_locales\` (\`_locale\`,\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`assessment_attempts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`assessment_id\` integer NOT NULL,
  	\`course_id\` integer NOT NULL,
  	\`number\` numeric NOT NULL,
  	\`attempt_key\` text NOT NULL,
  	\`started_at\` text NOT NULL,
  	\`deadline\` text NOT NULL,
  	\`submitted_at\` text,
  	\`score\` numeric,
  	\`passed\` integer DEFAULT false,
  	\`reviewed\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`assessment_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`assessment_attempts_user_idx\` ON \`assessment_attempts\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_assessment_idx\` ON \`assessment_attempts\` (\`assessment_id\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_course_idx\` ON \`assessment_attempts\` (\`course_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`assessment_attempts_attempt_key_idx\` ON \`assessment_attempts\` (\`attempt_key\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_submitted_at_idx\` ON \`assessment_attempts\` (\`submitted_at\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_updated_at_idx\` ON \`assessment_attempts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessment_attempts_created_at_idx\` ON \`assessment_attempts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`assessment_answers\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`attempt_id\` integer NOT NULL,
  	\`question_id\` text NOT NULL,
  	\`choices\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`attempt_id\`) REFERENCES \`assessment_attempts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`assessment_answers_attempt_idx\` ON \`assessment_answers\` (\`attempt_id\`);`)
  await db.run(sql`CREATE INDEX \`assessment_answers_updated_at_idx\` ON \`assessment_answers\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`assessment_answers_created_at_idx\` ON \`assessment_answers\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`attempt_questionId_idx\` ON \`assessment_answers\` (\`attempt_id\`,\`question_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assessments_id\` integer REFERENCES assessments(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assessment_attempts_id\` integer REFERENCES assessment_attempts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`assessment_answers_id\` integer REFERENCES assessment_answers(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`assessment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`assessment_answers_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`assessments_questions_options\`;`)
  await db.run(sql`DROP TABLE \`assessments_questions_options_locales\`;`)
  await db.run(sql`DROP TABLE \`assessments_questions\`;`)
  await db.run(sql`DROP TABLE \`assessments_questions_locales\`;`)
  await db.run(sql`DROP TABLE \`assessments\`;`)
  await db.run(sql`DROP TABLE \`assessments_locales\`;`)
  await db.run(sql`DROP TABLE \`assessment_attempts\`;`)
  await db.run(sql`DROP TABLE \`assessment_answers\`;`)
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
  	\`cp3p_programmes_id\` integer,
  	\`cp3p_registrations_id\` integer,
  	\`cp3p_payment_proofs_id\` integer,
  	\`cp3p_materials_id\` integer,
  	\`cp3p_progress_id\` integer,
  	\`cp3p_feedback_id\` integer,
  	\`cp3p_inhouse_requests_id\` integer,
  	\`certificates_id\` integer,
  	\`course_feedback_id\` integer,
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
  	FOREIGN KEY (\`lecture_progress_id\`) REFERENCES \`lecture_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_programmes_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_registrations_id\`) REFERENCES \`cp3p_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_payment_proofs_id\`) REFERENCES \`cp3p_payment_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_materials_id\`) REFERENCES \`cp3p_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_progress_id\`) REFERENCES \`cp3p_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_feedback_id\`) REFERENCES \`cp3p_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_inhouse_requests_id\`) REFERENCES \`cp3p_inhouse_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_feedback_id\`) REFERENCES \`course_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "event_registrations_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "sessions_id", "account_tokens_id", "profile_photos_id", "master_options_id", "provinces_id", "cities_id", "notifications_id", "page_views_id", "search_entries_id", "courses_id", "course_chapters_id", "course_lectures_id", "course_files_id", "course_enrolments_id", "lecture_progress_id", "cp3p_programmes_id", "cp3p_registrations_id", "cp3p_payment_proofs_id", "cp3p_materials_id", "cp3p_progress_id", "cp3p_feedback_id", "cp3p_inhouse_requests_id", "certificates_id", "course_feedback_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "page_meta_id", "topics_id", "elibrary_types_id", "elibrary_items_id", "library_files_id", "research_id", "education_programs_id", "events_id", "event_files_id", "event_registrations_id", "cop_newsletters_id", "newsletter_files_id", "faq_categories_id", "faqs_id", "policy_pages_id", "project_documents_id", "resource_files_id", "banners_id", "universities_id", "sessions_id", "account_tokens_id", "profile_photos_id", "master_options_id", "provinces_id", "cities_id", "notifications_id", "page_views_id", "search_entries_id", "courses_id", "course_chapters_id", "course_lectures_id", "course_files_id", "course_enrolments_id", "lecture_progress_id", "cp3p_programmes_id", "cp3p_registrations_id", "cp3p_payment_proofs_id", "cp3p_materials_id", "cp3p_progress_id", "cp3p_feedback_id", "cp3p_inhouse_requests_id", "certificates_id", "course_feedback_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_payment_proofs_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_payment_proofs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_materials_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_materials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_inhouse_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_inhouse_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`course_feedback_id\`);`)
}
