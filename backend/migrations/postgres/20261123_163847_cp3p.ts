import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cp3p_programmes_chapters_lectures_type" AS ENUM('reading', 'video', 'file');
  CREATE TYPE "public"."enum_cp3p_programmes_currency" AS ENUM('IDR', 'USD');
  CREATE TYPE "public"."enum_cp3p_registrations_status" AS ENUM('registered', 'cancelled');
  CREATE TYPE "public"."enum_cp3p_registrations_payment_status" AS ENUM('unpaid', 'waiting-verification', 'paid', 'rejected');
  CREATE TYPE "public"."enum_cp3p_registrations_locale" AS ENUM('id', 'en');
  CREATE TABLE "cp3p_programmes_schedule_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"time" varchar
  );
  
  CREATE TABLE "cp3p_programmes_schedule_sessions_locales" (
  	"session" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_schedule" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_schedule_locales" (
  	"day" varchar,
  	"date" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_learning_objectives" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_learning_objectives_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_target_audience" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_target_audience_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_trainers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"photo_id" integer
  );
  
  CREATE TABLE "cp3p_programmes_trainers_locales" (
  	"position" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_testimonies" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_testimonies_locales" (
  	"role" varchar,
  	"quote" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"url" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_downloads_locales" (
  	"filename" varchar NOT NULL,
  	"info" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_further_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_further_list_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_chapters_lectures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"type" "enum_cp3p_programmes_chapters_lectures_type" DEFAULT 'reading' NOT NULL,
  	"video_url" varchar,
  	"upload_id" integer
  );
  
  CREATE TABLE "cp3p_programmes_chapters_lectures_locales" (
  	"title" varchar NOT NULL,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_chapters_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "cp3p_programmes_announcements_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_feedback_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_feedback_questions_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar NOT NULL,
  	"banner_id" integer,
  	"price" numeric NOT NULL,
  	"currency" "enum_cp3p_programmes_currency" DEFAULT 'IDR' NOT NULL,
  	"due_date_registration" timestamp(3) with time zone NOT NULL,
  	"capacity" numeric NOT NULL,
  	"registered_count" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cp3p_programmes_locales" (
  	"title" varchar NOT NULL,
  	"category" varchar,
  	"intro" varchar,
  	"description" jsonb,
  	"exam_structure" varchar,
  	"delivery_format_course" varchar,
  	"delivery_format_exam" varchar,
  	"venue" varchar,
  	"date" varchar,
  	"languages_course" varchar,
  	"languages_material" varchar,
  	"languages_exam" varchar,
  	"terms" varchar,
  	"course_name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cp3p_registrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar,
  	"user_id" integer NOT NULL,
  	"programme_id" integer NOT NULL,
  	"status" "enum_cp3p_registrations_status" DEFAULT 'registered' NOT NULL,
  	"payment_status" "enum_cp3p_registrations_payment_status" DEFAULT 'unpaid' NOT NULL,
  	"rejection_reason" varchar,
  	"amount" numeric NOT NULL,
  	"currency" varchar NOT NULL,
  	"provider" varchar DEFAULT 'bank-transfer' NOT NULL,
  	"proof_id" integer,
  	"locale" "enum_cp3p_registrations_locale" DEFAULT 'id',
  	"verified_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cp3p_payment_proofs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "cp3p_materials" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "cp3p_materials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cp3p_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"programme_id" integer NOT NULL,
  	"lecture_id" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cp3p_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"programme_id" integer NOT NULL,
  	"ratings" jsonb NOT NULL,
  	"others" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cp3p_inhouse_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"full_name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone_number" varchar NOT NULL,
  	"company" varchar NOT NULL,
  	"estimated_participants" numeric NOT NULL,
  	"expected_date" varchar,
  	"purpose" varchar NOT NULL,
  	"handled" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cp3p_page_faq" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cp3p_page_faq_locales" (
  	"question" varchar NOT NULL,
  	"answer" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "cp3p_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cp3p_page_locales" (
  	"hero_title" varchar,
  	"hero_intro" varchar,
  	"description_title" varchar,
  	"description_body" jsonb,
  	"course_overview_title" varchar,
  	"course_overview_body" jsonb,
  	"benefit_title" varchar,
  	"benefit_body" jsonb,
  	"learning_title" varchar,
  	"learning_body" jsonb,
  	"target_title" varchar,
  	"target_body" jsonb,
  	"inhouse_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_programmes_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_registrations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_payment_proofs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_materials_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_progress_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_feedback_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cp3p_inhouse_requests_id" integer;
  ALTER TABLE "cp3p_programmes_schedule_sessions" ADD CONSTRAINT "cp3p_programmes_schedule_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_schedule_sessions_locales" ADD CONSTRAINT "cp3p_programmes_schedule_sessions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_schedule_sessions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_schedule" ADD CONSTRAINT "cp3p_programmes_schedule_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_schedule_locales" ADD CONSTRAINT "cp3p_programmes_schedule_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_schedule"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_learning_objectives" ADD CONSTRAINT "cp3p_programmes_learning_objectives_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_learning_objectives_locales" ADD CONSTRAINT "cp3p_programmes_learning_objectives_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_learning_objectives"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_target_audience" ADD CONSTRAINT "cp3p_programmes_target_audience_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_target_audience_locales" ADD CONSTRAINT "cp3p_programmes_target_audience_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_target_audience"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_trainers" ADD CONSTRAINT "cp3p_programmes_trainers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_trainers" ADD CONSTRAINT "cp3p_programmes_trainers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_trainers_locales" ADD CONSTRAINT "cp3p_programmes_trainers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_trainers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_testimonies" ADD CONSTRAINT "cp3p_programmes_testimonies_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_testimonies_locales" ADD CONSTRAINT "cp3p_programmes_testimonies_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_testimonies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_downloads" ADD CONSTRAINT "cp3p_programmes_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_downloads_locales" ADD CONSTRAINT "cp3p_programmes_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_further_list" ADD CONSTRAINT "cp3p_programmes_further_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_further_list_locales" ADD CONSTRAINT "cp3p_programmes_further_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_further_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_lectures" ADD CONSTRAINT "cp3p_programmes_chapters_lectures_upload_id_cp3p_materials_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."cp3p_materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_lectures" ADD CONSTRAINT "cp3p_programmes_chapters_lectures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_lectures_locales" ADD CONSTRAINT "cp3p_programmes_chapters_lectures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_chapters_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters" ADD CONSTRAINT "cp3p_programmes_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_locales" ADD CONSTRAINT "cp3p_programmes_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_announcements" ADD CONSTRAINT "cp3p_programmes_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_announcements_locales" ADD CONSTRAINT "cp3p_programmes_announcements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_feedback_questions" ADD CONSTRAINT "cp3p_programmes_feedback_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_feedback_questions_locales" ADD CONSTRAINT "cp3p_programmes_feedback_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_feedback_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes" ADD CONSTRAINT "cp3p_programmes_banner_id_media_id_fk" FOREIGN KEY ("banner_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_locales" ADD CONSTRAINT "cp3p_programmes_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_registrations" ADD CONSTRAINT "cp3p_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_registrations" ADD CONSTRAINT "cp3p_registrations_programme_id_cp3p_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_registrations" ADD CONSTRAINT "cp3p_registrations_proof_id_cp3p_payment_proofs_id_fk" FOREIGN KEY ("proof_id") REFERENCES "public"."cp3p_payment_proofs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_payment_proofs" ADD CONSTRAINT "cp3p_payment_proofs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_materials_locales" ADD CONSTRAINT "cp3p_materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_progress" ADD CONSTRAINT "cp3p_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_progress" ADD CONSTRAINT "cp3p_progress_programme_id_cp3p_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_feedback" ADD CONSTRAINT "cp3p_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_feedback" ADD CONSTRAINT "cp3p_feedback_programme_id_cp3p_programmes_id_fk" FOREIGN KEY ("programme_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_page_faq" ADD CONSTRAINT "cp3p_page_faq_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_page_faq_locales" ADD CONSTRAINT "cp3p_page_faq_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_page_faq"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_page_locales" ADD CONSTRAINT "cp3p_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_page"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cp3p_programmes_schedule_sessions_order_idx" ON "cp3p_programmes_schedule_sessions" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_schedule_sessions_parent_id_idx" ON "cp3p_programmes_schedule_sessions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_schedule_sessions_locales_locale_parent_id_u" ON "cp3p_programmes_schedule_sessions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_schedule_order_idx" ON "cp3p_programmes_schedule" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_schedule_parent_id_idx" ON "cp3p_programmes_schedule" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_schedule_locales_locale_parent_id_unique" ON "cp3p_programmes_schedule_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_learning_objectives_order_idx" ON "cp3p_programmes_learning_objectives" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_learning_objectives_parent_id_idx" ON "cp3p_programmes_learning_objectives" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_learning_objectives_locales_locale_parent_id" ON "cp3p_programmes_learning_objectives_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_target_audience_order_idx" ON "cp3p_programmes_target_audience" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_target_audience_parent_id_idx" ON "cp3p_programmes_target_audience" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_target_audience_locales_locale_parent_id_uni" ON "cp3p_programmes_target_audience_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_trainers_order_idx" ON "cp3p_programmes_trainers" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_trainers_parent_id_idx" ON "cp3p_programmes_trainers" USING btree ("_parent_id");
  CREATE INDEX "cp3p_programmes_trainers_photo_idx" ON "cp3p_programmes_trainers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "cp3p_programmes_trainers_locales_locale_parent_id_unique" ON "cp3p_programmes_trainers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_testimonies_order_idx" ON "cp3p_programmes_testimonies" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_testimonies_parent_id_idx" ON "cp3p_programmes_testimonies" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_testimonies_locales_locale_parent_id_unique" ON "cp3p_programmes_testimonies_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_downloads_order_idx" ON "cp3p_programmes_downloads" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_downloads_parent_id_idx" ON "cp3p_programmes_downloads" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_downloads_locales_locale_parent_id_unique" ON "cp3p_programmes_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_further_list_order_idx" ON "cp3p_programmes_further_list" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_further_list_parent_id_idx" ON "cp3p_programmes_further_list" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_further_list_locales_locale_parent_id_unique" ON "cp3p_programmes_further_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_chapters_lectures_order_idx" ON "cp3p_programmes_chapters_lectures" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_chapters_lectures_parent_id_idx" ON "cp3p_programmes_chapters_lectures" USING btree ("_parent_id");
  CREATE INDEX "cp3p_programmes_chapters_lectures_upload_idx" ON "cp3p_programmes_chapters_lectures" USING btree ("upload_id");
  CREATE UNIQUE INDEX "cp3p_programmes_chapters_lectures_locales_locale_parent_id_u" ON "cp3p_programmes_chapters_lectures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_chapters_order_idx" ON "cp3p_programmes_chapters" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_chapters_parent_id_idx" ON "cp3p_programmes_chapters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_chapters_locales_locale_parent_id_unique" ON "cp3p_programmes_chapters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_announcements_order_idx" ON "cp3p_programmes_announcements" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_announcements_parent_id_idx" ON "cp3p_programmes_announcements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_announcements_locales_locale_parent_id_uniqu" ON "cp3p_programmes_announcements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_feedback_questions_order_idx" ON "cp3p_programmes_feedback_questions" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_feedback_questions_parent_id_idx" ON "cp3p_programmes_feedback_questions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_feedback_questions_locales_locale_parent_id_" ON "cp3p_programmes_feedback_questions_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_slug_idx" ON "cp3p_programmes" USING btree ("slug");
  CREATE INDEX "cp3p_programmes_banner_idx" ON "cp3p_programmes" USING btree ("banner_id");
  CREATE INDEX "cp3p_programmes_updated_at_idx" ON "cp3p_programmes" USING btree ("updated_at");
  CREATE INDEX "cp3p_programmes_created_at_idx" ON "cp3p_programmes" USING btree ("created_at");
  CREATE UNIQUE INDEX "cp3p_programmes_locales_locale_parent_id_unique" ON "cp3p_programmes_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_registrations_user_idx" ON "cp3p_registrations" USING btree ("user_id");
  CREATE INDEX "cp3p_registrations_programme_idx" ON "cp3p_registrations" USING btree ("programme_id");
  CREATE INDEX "cp3p_registrations_proof_idx" ON "cp3p_registrations" USING btree ("proof_id");
  CREATE INDEX "cp3p_registrations_updated_at_idx" ON "cp3p_registrations" USING btree ("updated_at");
  CREATE INDEX "cp3p_registrations_created_at_idx" ON "cp3p_registrations" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_programme_idx" ON "cp3p_registrations" USING btree ("user_id","programme_id");
  CREATE INDEX "cp3p_payment_proofs_user_idx" ON "cp3p_payment_proofs" USING btree ("user_id");
  CREATE INDEX "cp3p_payment_proofs_updated_at_idx" ON "cp3p_payment_proofs" USING btree ("updated_at");
  CREATE INDEX "cp3p_payment_proofs_created_at_idx" ON "cp3p_payment_proofs" USING btree ("created_at");
  CREATE UNIQUE INDEX "cp3p_payment_proofs_filename_idx" ON "cp3p_payment_proofs" USING btree ("filename");
  CREATE INDEX "cp3p_materials_updated_at_idx" ON "cp3p_materials" USING btree ("updated_at");
  CREATE INDEX "cp3p_materials_created_at_idx" ON "cp3p_materials" USING btree ("created_at");
  CREATE UNIQUE INDEX "cp3p_materials_filename_idx" ON "cp3p_materials" USING btree ("filename");
  CREATE UNIQUE INDEX "cp3p_materials_locales_locale_parent_id_unique" ON "cp3p_materials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_progress_user_idx" ON "cp3p_progress" USING btree ("user_id");
  CREATE INDEX "cp3p_progress_programme_idx" ON "cp3p_progress" USING btree ("programme_id");
  CREATE INDEX "cp3p_progress_updated_at_idx" ON "cp3p_progress" USING btree ("updated_at");
  CREATE INDEX "cp3p_progress_created_at_idx" ON "cp3p_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_lectureId_idx" ON "cp3p_progress" USING btree ("user_id","lecture_id");
  CREATE INDEX "cp3p_feedback_user_idx" ON "cp3p_feedback" USING btree ("user_id");
  CREATE INDEX "cp3p_feedback_programme_idx" ON "cp3p_feedback" USING btree ("programme_id");
  CREATE INDEX "cp3p_feedback_updated_at_idx" ON "cp3p_feedback" USING btree ("updated_at");
  CREATE INDEX "cp3p_feedback_created_at_idx" ON "cp3p_feedback" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_programme_1_idx" ON "cp3p_feedback" USING btree ("user_id","programme_id");
  CREATE INDEX "cp3p_inhouse_requests_updated_at_idx" ON "cp3p_inhouse_requests" USING btree ("updated_at");
  CREATE INDEX "cp3p_inhouse_requests_created_at_idx" ON "cp3p_inhouse_requests" USING btree ("created_at");
  CREATE INDEX "cp3p_page_faq_order_idx" ON "cp3p_page_faq" USING btree ("_order");
  CREATE INDEX "cp3p_page_faq_parent_id_idx" ON "cp3p_page_faq" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_page_faq_locales_locale_parent_id_unique" ON "cp3p_page_faq_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "cp3p_page_locales_locale_parent_id_unique" ON "cp3p_page_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_programmes_fk" FOREIGN KEY ("cp3p_programmes_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_registrations_fk" FOREIGN KEY ("cp3p_registrations_id") REFERENCES "public"."cp3p_registrations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_payment_proofs_fk" FOREIGN KEY ("cp3p_payment_proofs_id") REFERENCES "public"."cp3p_payment_proofs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_materials_fk" FOREIGN KEY ("cp3p_materials_id") REFERENCES "public"."cp3p_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_progress_fk" FOREIGN KEY ("cp3p_progress_id") REFERENCES "public"."cp3p_progress"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_feedback_fk" FOREIGN KEY ("cp3p_feedback_id") REFERENCES "public"."cp3p_feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cp3p_inhouse_requests_fk" FOREIGN KEY ("cp3p_inhouse_requests_id") REFERENCES "public"."cp3p_inhouse_requests"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cp3p_programmes_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_programmes_id");
  CREATE INDEX "payload_locked_documents_rels_cp3p_registrations_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_registrations_id");
  CREATE INDEX "payload_locked_documents_rels_cp3p_payment_proofs_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_payment_proofs_id");
  CREATE INDEX "payload_locked_documents_rels_cp3p_materials_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_materials_id");
  CREATE INDEX "payload_locked_documents_rels_cp3p_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_progress_id");
  CREATE INDEX "payload_locked_documents_rels_cp3p_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_feedback_id");
  CREATE INDEX "payload_locked_documents_rels_cp3p_inhouse_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("cp3p_inhouse_requests_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cp3p_programmes_schedule_sessions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_schedule_sessions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_schedule" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_schedule_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_learning_objectives" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_learning_objectives_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_target_audience" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_target_audience_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_trainers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_trainers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_testimonies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_testimonies_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_further_list" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_further_list_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters_lectures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters_lectures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_announcements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_feedback_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_feedback_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_registrations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_payment_proofs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_materials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_materials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_progress" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_feedback" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_inhouse_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_page_faq" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_page_faq_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_page_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cp3p_programmes_schedule_sessions" CASCADE;
  DROP TABLE "cp3p_programmes_schedule_sessions_locales" CASCADE;
  DROP TABLE "cp3p_programmes_schedule" CASCADE;
  DROP TABLE "cp3p_programmes_schedule_locales" CASCADE;
  DROP TABLE "cp3p_programmes_learning_objectives" CASCADE;
  DROP TABLE "cp3p_programmes_learning_objectives_locales" CASCADE;
  DROP TABLE "cp3p_programmes_target_audience" CASCADE;
  DROP TABLE "cp3p_programmes_target_audience_locales" CASCADE;
  DROP TABLE "cp3p_programmes_trainers" CASCADE;
  DROP TABLE "cp3p_programmes_trainers_locales" CASCADE;
  DROP TABLE "cp3p_programmes_testimonies" CASCADE;
  DROP TABLE "cp3p_programmes_testimonies_locales" CASCADE;
  DROP TABLE "cp3p_programmes_downloads" CASCADE;
  DROP TABLE "cp3p_programmes_downloads_locales" CASCADE;
  DROP TABLE "cp3p_programmes_further_list" CASCADE;
  DROP TABLE "cp3p_programmes_further_list_locales" CASCADE;
  DROP TABLE "cp3p_programmes_chapters_lectures" CASCADE;
  DROP TABLE "cp3p_programmes_chapters_lectures_locales" CASCADE;
  DROP TABLE "cp3p_programmes_chapters" CASCADE;
  DROP TABLE "cp3p_programmes_chapters_locales" CASCADE;
  DROP TABLE "cp3p_programmes_announcements" CASCADE;
  DROP TABLE "cp3p_programmes_announcements_locales" CASCADE;
  DROP TABLE "cp3p_programmes_feedback_questions" CASCADE;
  DROP TABLE "cp3p_programmes_feedback_questions_locales" CASCADE;
  DROP TABLE "cp3p_programmes" CASCADE;
  DROP TABLE "cp3p_programmes_locales" CASCADE;
  DROP TABLE "cp3p_registrations" CASCADE;
  DROP TABLE "cp3p_payment_proofs" CASCADE;
  DROP TABLE "cp3p_materials" CASCADE;
  DROP TABLE "cp3p_materials_locales" CASCADE;
  DROP TABLE "cp3p_progress" CASCADE;
  DROP TABLE "cp3p_feedback" CASCADE;
  DROP TABLE "cp3p_inhouse_requests" CASCADE;
  DROP TABLE "cp3p_page_faq" CASCADE;
  DROP TABLE "cp3p_page_faq_locales" CASCADE;
  DROP TABLE "cp3p_page" CASCADE;
  DROP TABLE "cp3p_page_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_programmes_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_registrations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_payment_proofs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_materials_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_progress_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_feedback_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cp3p_inhouse_requests_fk";
  
  DROP INDEX "payload_locked_documents_rels_cp3p_programmes_id_idx";
  DROP INDEX "payload_locked_documents_rels_cp3p_registrations_id_idx";
  DROP INDEX "payload_locked_documents_rels_cp3p_payment_proofs_id_idx";
  DROP INDEX "payload_locked_documents_rels_cp3p_materials_id_idx";
  DROP INDEX "payload_locked_documents_rels_cp3p_progress_id_idx";
  DROP INDEX "payload_locked_documents_rels_cp3p_feedback_id_idx";
  DROP INDEX "payload_locked_documents_rels_cp3p_inhouse_requests_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_programmes_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_registrations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_payment_proofs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_materials_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_progress_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_feedback_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cp3p_inhouse_requests_id";
  DROP TYPE "public"."enum_cp3p_programmes_chapters_lectures_type";
  DROP TYPE "public"."enum_cp3p_programmes_currency";
  DROP TYPE "public"."enum_cp3p_registrations_status";
  DROP TYPE "public"."enum_cp3p_registrations_payment_status";
  DROP TYPE "public"."enum_cp3p_registrations_locale";`)
}
