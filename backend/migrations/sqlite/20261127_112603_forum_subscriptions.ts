import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`forum_subscriptions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`course_id\` integer,
  	\`thread_id\` integer,
  	\`state\` text DEFAULT 'following' NOT NULL,
  	\`locale\` text DEFAULT 'id',
  	\`key\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thread_id\`) REFERENCES \`forum_threads\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forum_subscriptions_user_idx\` ON \`forum_subscriptions\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`forum_subscriptions_course_idx\` ON \`forum_subscriptions\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`forum_subscriptions_thread_idx\` ON \`forum_subscriptions\` (\`thread_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`forum_subscriptions_key_idx\` ON \`forum_subscriptions\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`forum_subscriptions_updated_at_idx\` ON \`forum_subscriptions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forum_subscriptions_created_at_idx\` ON \`forum_subscriptions\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`forum_digest_entries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`user_id\` integer NOT NULL,
  	\`course_id\` integer,
  	\`thread_id\` integer,
  	\`comment_id\` integer,
  	\`frequency\` text NOT NULL,
  	\`due_at\` text NOT NULL,
  	\`locale\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`user_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`course_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`thread_id\`) REFERENCES \`forum_threads\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`comment_id\`) REFERENCES \`forum_comments\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_user_idx\` ON \`forum_digest_entries\` (\`user_id\`);`)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_course_idx\` ON \`forum_digest_entries\` (\`course_id\`);`)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_thread_idx\` ON \`forum_digest_entries\` (\`thread_id\`);`)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_comment_idx\` ON \`forum_digest_entries\` (\`comment_id\`);`)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_due_at_idx\` ON \`forum_digest_entries\` (\`due_at\`);`)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_updated_at_idx\` ON \`forum_digest_entries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`forum_digest_entries_created_at_idx\` ON \`forum_digest_entries\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`notification_preferences_discussion_digest\` text DEFAULT 'immediate';`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forum_subscriptions_id\` integer REFERENCES forum_subscriptions(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`forum_digest_entries_id\` integer REFERENCES forum_digest_entries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_subscriptions_id_idx\` ON \`payload_locked_documents_rels\` (\`forum_subscriptions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_digest_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`forum_digest_entries_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`forum_subscriptions\`;`)
  await db.run(sql`DROP TABLE \`forum_digest_entries\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`elibrary_items_id\` integer,
  	\`elibrary_types_id\` numeric,
  	\`library_files_id\` integer,
  	\`research_id\` integer,
  	\`education_programs_id\` integer,
  	\`project_documents_id\` integer,
  	\`resource_files_id\` integer,
  	\`cop_newsletters_id\` integer,
  	\`newsletter_files_id\` integer,
  	\`faqs_id\` integer,
  	\`faq_categories_id\` integer,
  	\`universities_id\` integer,
  	\`topics_id\` integer,
  	\`media_id\` integer,
  	\`banners_id\` integer,
  	\`page_meta_id\` integer,
  	\`policy_pages_id\` integer,
  	\`courses_id\` integer,
  	\`course_chapters_id\` integer,
  	\`course_lectures_id\` integer,
  	\`course_files_id\` integer,
  	\`assessments_id\` integer,
  	\`question_banks_id\` integer,
  	\`course_enrolments_id\` integer,
  	\`lecture_progress_id\` integer,
  	\`assessment_attempts_id\` integer,
  	\`assessment_answers_id\` integer,
  	\`assessment_accommodations_id\` integer,
  	\`certificates_id\` integer,
  	\`course_feedback_id\` integer,
  	\`forum_threads_id\` integer,
  	\`forum_comments_id\` integer,
  	\`forum_images_id\` integer,
  	\`forum_reports_id\` integer,
  	\`forum_announcement_notices_id\` integer,
  	\`users_id\` integer,
  	\`notifications_id\` integer,
  	\`profile_photos_id\` integer,
  	\`data_requests_id\` integer,
  	\`data_exports_id\` integer,
  	\`cp3p_programmes_id\` integer,
  	\`cp3p_registrations_id\` integer,
  	\`cp3p_payment_proofs_id\` integer,
  	\`cp3p_inhouse_requests_id\` integer,
  	\`cp3p_materials_id\` integer,
  	\`cp3p_progress_id\` integer,
  	\`cp3p_feedback_id\` integer,
  	\`events_id\` integer,
  	\`event_registrations_id\` integer,
  	\`event_files_id\` integer,
  	\`master_options_id\` integer,
  	\`provinces_id\` integer,
  	\`cities_id\` integer,
  	\`sessions_id\` integer,
  	\`account_tokens_id\` integer,
  	\`page_views_id\` integer,
  	\`search_entries_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`elibrary_items_id\`) REFERENCES \`elibrary_items\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`elibrary_types_id\`) REFERENCES \`elibrary_types\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`library_files_id\`) REFERENCES \`library_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`research_id\`) REFERENCES \`research\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`education_programs_id\`) REFERENCES \`education_programs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`project_documents_id\`) REFERENCES \`project_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`resource_files_id\`) REFERENCES \`resource_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cop_newsletters_id\`) REFERENCES \`cop_newsletters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`newsletter_files_id\`) REFERENCES \`newsletter_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faqs_id\`) REFERENCES \`faqs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`faq_categories_id\`) REFERENCES \`faq_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`universities_id\`) REFERENCES \`universities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`topics_id\`) REFERENCES \`topics\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`banners_id\`) REFERENCES \`banners\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_meta_id\`) REFERENCES \`page_meta\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policy_pages_id\`) REFERENCES \`policy_pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`courses_id\`) REFERENCES \`courses\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_chapters_id\`) REFERENCES \`course_chapters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_lectures_id\`) REFERENCES \`course_lectures\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_files_id\`) REFERENCES \`course_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessments_id\`) REFERENCES \`assessments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`question_banks_id\`) REFERENCES \`question_banks\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_enrolments_id\`) REFERENCES \`course_enrolments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`lecture_progress_id\`) REFERENCES \`lecture_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessment_attempts_id\`) REFERENCES \`assessment_attempts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessment_answers_id\`) REFERENCES \`assessment_answers\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`assessment_accommodations_id\`) REFERENCES \`assessment_accommodations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`certificates_id\`) REFERENCES \`certificates\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`course_feedback_id\`) REFERENCES \`course_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forum_threads_id\`) REFERENCES \`forum_threads\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forum_comments_id\`) REFERENCES \`forum_comments\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forum_images_id\`) REFERENCES \`forum_images\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forum_reports_id\`) REFERENCES \`forum_reports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`forum_announcement_notices_id\`) REFERENCES \`forum_announcement_notices\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`notifications_id\`) REFERENCES \`notifications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`profile_photos_id\`) REFERENCES \`profile_photos\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_requests_id\`) REFERENCES \`data_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`data_exports_id\`) REFERENCES \`data_exports\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_programmes_id\`) REFERENCES \`cp3p_programmes\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_registrations_id\`) REFERENCES \`cp3p_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_payment_proofs_id\`) REFERENCES \`cp3p_payment_proofs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_inhouse_requests_id\`) REFERENCES \`cp3p_inhouse_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_materials_id\`) REFERENCES \`cp3p_materials\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_progress_id\`) REFERENCES \`cp3p_progress\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cp3p_feedback_id\`) REFERENCES \`cp3p_feedback\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`events_id\`) REFERENCES \`events\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_registrations_id\`) REFERENCES \`event_registrations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`event_files_id\`) REFERENCES \`event_files\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`master_options_id\`) REFERENCES \`master_options\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`provinces_id\`) REFERENCES \`provinces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cities_id\`) REFERENCES \`cities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`sessions_id\`) REFERENCES \`sessions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_tokens_id\`) REFERENCES \`account_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`page_views_id\`) REFERENCES \`page_views\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`search_entries_id\`) REFERENCES \`search_entries\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "elibrary_items_id", "elibrary_types_id", "library_files_id", "research_id", "education_programs_id", "project_documents_id", "resource_files_id", "cop_newsletters_id", "newsletter_files_id", "faqs_id", "faq_categories_id", "universities_id", "topics_id", "media_id", "banners_id", "page_meta_id", "policy_pages_id", "courses_id", "course_chapters_id", "course_lectures_id", "course_files_id", "assessments_id", "question_banks_id", "course_enrolments_id", "lecture_progress_id", "assessment_attempts_id", "assessment_answers_id", "assessment_accommodations_id", "certificates_id", "course_feedback_id", "forum_threads_id", "forum_comments_id", "forum_images_id", "forum_reports_id", "forum_announcement_notices_id", "users_id", "notifications_id", "profile_photos_id", "data_requests_id", "data_exports_id", "cp3p_programmes_id", "cp3p_registrations_id", "cp3p_payment_proofs_id", "cp3p_inhouse_requests_id", "cp3p_materials_id", "cp3p_progress_id", "cp3p_feedback_id", "events_id", "event_registrations_id", "event_files_id", "master_options_id", "provinces_id", "cities_id", "sessions_id", "account_tokens_id", "page_views_id", "search_entries_id") SELECT "id", "order", "parent_id", "path", "elibrary_items_id", "elibrary_types_id", "library_files_id", "research_id", "education_programs_id", "project_documents_id", "resource_files_id", "cop_newsletters_id", "newsletter_files_id", "faqs_id", "faq_categories_id", "universities_id", "topics_id", "media_id", "banners_id", "page_meta_id", "policy_pages_id", "courses_id", "course_chapters_id", "course_lectures_id", "course_files_id", "assessments_id", "question_banks_id", "course_enrolments_id", "lecture_progress_id", "assessment_attempts_id", "assessment_answers_id", "assessment_accommodations_id", "certificates_id", "course_feedback_id", "forum_threads_id", "forum_comments_id", "forum_images_id", "forum_reports_id", "forum_announcement_notices_id", "users_id", "notifications_id", "profile_photos_id", "data_requests_id", "data_exports_id", "cp3p_programmes_id", "cp3p_registrations_id", "cp3p_payment_proofs_id", "cp3p_inhouse_requests_id", "cp3p_materials_id", "cp3p_progress_id", "cp3p_feedback_id", "events_id", "event_registrations_id", "event_files_id", "master_options_id", "provinces_id", "cities_id", "sessions_id", "account_tokens_id", "page_views_id", "search_entries_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_items_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_items_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_elibrary_types_id_idx\` ON \`payload_locked_documents_rels\` (\`elibrary_types_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_library_files_id_idx\` ON \`payload_locked_documents_rels\` (\`library_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_research_id_idx\` ON \`payload_locked_documents_rels\` (\`research_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_education_programs_id_idx\` ON \`payload_locked_documents_rels\` (\`education_programs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_project_documents_id_idx\` ON \`payload_locked_documents_rels\` (\`project_documents_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_resource_files_id_idx\` ON \`payload_locked_documents_rels\` (\`resource_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cop_newsletters_id_idx\` ON \`payload_locked_documents_rels\` (\`cop_newsletters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_newsletter_files_id_idx\` ON \`payload_locked_documents_rels\` (\`newsletter_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faqs_id_idx\` ON \`payload_locked_documents_rels\` (\`faqs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_faq_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`faq_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_universities_id_idx\` ON \`payload_locked_documents_rels\` (\`universities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_topics_id_idx\` ON \`payload_locked_documents_rels\` (\`topics_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_banners_id_idx\` ON \`payload_locked_documents_rels\` (\`banners_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_meta_id_idx\` ON \`payload_locked_documents_rels\` (\`page_meta_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policy_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`policy_pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_courses_id_idx\` ON \`payload_locked_documents_rels\` (\`courses_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_chapters_id_idx\` ON \`payload_locked_documents_rels\` (\`course_chapters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_lectures_id_idx\` ON \`payload_locked_documents_rels\` (\`course_lectures_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_files_id_idx\` ON \`payload_locked_documents_rels\` (\`course_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessments_id_idx\` ON \`payload_locked_documents_rels\` (\`assessments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_question_banks_id_idx\` ON \`payload_locked_documents_rels\` (\`question_banks_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_enrolments_id_idx\` ON \`payload_locked_documents_rels\` (\`course_enrolments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_lecture_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`lecture_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_attempts_id_idx\` ON \`payload_locked_documents_rels\` (\`assessment_attempts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_answers_id_idx\` ON \`payload_locked_documents_rels\` (\`assessment_answers_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_assessment_accommodations__idx\` ON \`payload_locked_documents_rels\` (\`assessment_accommodations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_certificates_id_idx\` ON \`payload_locked_documents_rels\` (\`certificates_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_course_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`course_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_threads_id_idx\` ON \`payload_locked_documents_rels\` (\`forum_threads_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_comments_id_idx\` ON \`payload_locked_documents_rels\` (\`forum_comments_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_images_id_idx\` ON \`payload_locked_documents_rels\` (\`forum_images_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_reports_id_idx\` ON \`payload_locked_documents_rels\` (\`forum_reports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_forum_announcement_notices_idx\` ON \`payload_locked_documents_rels\` (\`forum_announcement_notices_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_notifications_id_idx\` ON \`payload_locked_documents_rels\` (\`notifications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_profile_photos_id_idx\` ON \`payload_locked_documents_rels\` (\`profile_photos_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`data_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_data_exports_id_idx\` ON \`payload_locked_documents_rels\` (\`data_exports_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_programmes_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_programmes_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_payment_proofs_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_payment_proofs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_inhouse_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_inhouse_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_materials_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_materials_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_progress_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_progress_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cp3p_feedback_id_idx\` ON \`payload_locked_documents_rels\` (\`cp3p_feedback_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_events_id_idx\` ON \`payload_locked_documents_rels\` (\`events_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_registrations_id_idx\` ON \`payload_locked_documents_rels\` (\`event_registrations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_event_files_id_idx\` ON \`payload_locked_documents_rels\` (\`event_files_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_master_options_id_idx\` ON \`payload_locked_documents_rels\` (\`master_options_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_provinces_id_idx\` ON \`payload_locked_documents_rels\` (\`provinces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cities_id_idx\` ON \`payload_locked_documents_rels\` (\`cities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_sessions_id_idx\` ON \`payload_locked_documents_rels\` (\`sessions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`account_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_page_views_id_idx\` ON \`payload_locked_documents_rels\` (\`page_views_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_search_entries_id_idx\` ON \`payload_locked_documents_rels\` (\`search_entries_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`notification_preferences_discussion_digest\`;`)
}
