import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_courses_lecturers_socmed_icon" AS ENUM('linkedin', 'twitter', 'facebook', 'instagram', 'youtube', 'website', 'email');
  CREATE TYPE "public"."enum_courses_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_version_lecturers_socmed_icon" AS ENUM('linkedin', 'twitter', 'facebook', 'instagram', 'youtube', 'website', 'email');
  CREATE TYPE "public"."enum__courses_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__courses_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_course_lectures_type" AS ENUM('audio', 'video', 'file', 'presentation', 'reading', 'quiz');
  CREATE TYPE "public"."enum_course_lectures_video_source" AS ENUM('upload', 'youtube', 'vimeo');
  CREATE TABLE "courses_what_to_learn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "courses_what_to_learn_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "courses_lecturers_socmed" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_courses_lecturers_socmed_icon",
  	"name" varchar,
  	"value" varchar
  );
  
  CREATE TABLE "courses_lecturers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"account_id" integer,
  	"name" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "courses_lecturers_locales" (
  	"position" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "courses_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone
  );
  
  CREATE TABLE "courses_announcements_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "courses_materials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "courses_materials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "courses" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"latest_update" timestamp(3) with time zone,
  	"image_id" integer,
  	"final_exam" boolean DEFAULT false,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_courses_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "courses_locales" (
  	"name" varchar,
  	"info" varchar,
  	"provider" varchar,
  	"intro" varchar,
  	"overview" varchar,
  	"course_for" varchar,
  	"requirements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "courses_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "_courses_v_version_what_to_learn" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_what_to_learn_locales" (
  	"item" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v_version_lecturers_socmed" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__courses_v_version_lecturers_socmed_icon",
  	"name" varchar,
  	"value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_lecturers" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"account_id" integer,
  	"name" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_lecturers_locales" (
  	"position" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v_version_announcements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"date" timestamp(3) with time zone,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_announcements_locales" (
  	"title" varchar,
  	"body" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v_version_materials" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"file_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_courses_v_version_materials_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_latest_update" timestamp(3) with time zone,
  	"version_image_id" integer,
  	"version_final_exam" boolean DEFAULT false,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__courses_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__courses_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_courses_v_locales" (
  	"version_name" varchar,
  	"version_info" varchar,
  	"version_provider" varchar,
  	"version_intro" varchar,
  	"version_overview" varchar,
  	"version_course_for" varchar,
  	"version_requirements" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_courses_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "course_chapters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
  	"order" numeric DEFAULT 1 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_chapters_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "course_lectures_transcripts" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "course_lectures_transcripts_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "course_lectures_downloads" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"file_id" integer NOT NULL
  );
  
  CREATE TABLE "course_lectures_downloads_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "course_lectures" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"chapter_id" integer NOT NULL,
  	"course_id" integer,
  	"order" numeric DEFAULT 1 NOT NULL,
  	"type" "enum_course_lectures_type" DEFAULT 'reading' NOT NULL,
  	"video_source" "enum_course_lectures_video_source" DEFAULT 'upload',
  	"video_url" varchar,
  	"media_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_lectures_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"body" jsonb,
  	"instruction" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "course_files" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
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
  
  CREATE TABLE "course_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "course_enrolments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "lecture_progress" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"lecture_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_chapters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_lectures_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_enrolments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "lecture_progress_id" integer;
  ALTER TABLE "courses_what_to_learn" ADD CONSTRAINT "courses_what_to_learn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_what_to_learn_locales" ADD CONSTRAINT "courses_what_to_learn_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_what_to_learn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_lecturers_socmed" ADD CONSTRAINT "courses_lecturers_socmed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_lecturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_lecturers" ADD CONSTRAINT "courses_lecturers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_lecturers" ADD CONSTRAINT "courses_lecturers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_lecturers" ADD CONSTRAINT "courses_lecturers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_lecturers_locales" ADD CONSTRAINT "courses_lecturers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_lecturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_announcements" ADD CONSTRAINT "courses_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_announcements_locales" ADD CONSTRAINT "courses_announcements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_materials" ADD CONSTRAINT "courses_materials_file_id_course_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."course_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_materials" ADD CONSTRAINT "courses_materials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_materials_locales" ADD CONSTRAINT "courses_materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses" ADD CONSTRAINT "courses_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "courses_locales" ADD CONSTRAINT "courses_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_rels" ADD CONSTRAINT "courses_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "courses_rels" ADD CONSTRAINT "courses_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_what_to_learn" ADD CONSTRAINT "_courses_v_version_what_to_learn_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_what_to_learn_locales" ADD CONSTRAINT "_courses_v_version_what_to_learn_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_what_to_learn"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_lecturers_socmed" ADD CONSTRAINT "_courses_v_version_lecturers_socmed_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_lecturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_lecturers" ADD CONSTRAINT "_courses_v_version_lecturers_account_id_users_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_version_lecturers" ADD CONSTRAINT "_courses_v_version_lecturers_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_version_lecturers" ADD CONSTRAINT "_courses_v_version_lecturers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_lecturers_locales" ADD CONSTRAINT "_courses_v_version_lecturers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_lecturers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_announcements" ADD CONSTRAINT "_courses_v_version_announcements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_announcements_locales" ADD CONSTRAINT "_courses_v_version_announcements_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_announcements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_materials" ADD CONSTRAINT "_courses_v_version_materials_file_id_course_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."course_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_version_materials" ADD CONSTRAINT "_courses_v_version_materials_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_version_materials_locales" ADD CONSTRAINT "_courses_v_version_materials_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v_version_materials"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_parent_id_courses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v" ADD CONSTRAINT "_courses_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_courses_v_locales" ADD CONSTRAINT "_courses_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_rels" ADD CONSTRAINT "_courses_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_courses_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_rels" ADD CONSTRAINT "_courses_v_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_chapters" ADD CONSTRAINT "course_chapters_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_chapters_locales" ADD CONSTRAINT "course_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_lectures_transcripts" ADD CONSTRAINT "course_lectures_transcripts_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_lectures_transcripts_locales" ADD CONSTRAINT "course_lectures_transcripts_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_lectures_transcripts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_lectures_downloads" ADD CONSTRAINT "course_lectures_downloads_file_id_course_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."course_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_lectures_downloads" ADD CONSTRAINT "course_lectures_downloads_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_lectures_downloads_locales" ADD CONSTRAINT "course_lectures_downloads_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_lectures_downloads"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_chapter_id_course_chapters_id_fk" FOREIGN KEY ("chapter_id") REFERENCES "public"."course_chapters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_media_id_course_files_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."course_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_lectures_locales" ADD CONSTRAINT "course_lectures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_files" ADD CONSTRAINT "course_files_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_files_locales" ADD CONSTRAINT "course_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_enrolments" ADD CONSTRAINT "course_enrolments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_lecture_id_course_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_lectures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "lecture_progress" ADD CONSTRAINT "lecture_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "courses_what_to_learn_order_idx" ON "courses_what_to_learn" USING btree ("_order");
  CREATE INDEX "courses_what_to_learn_parent_id_idx" ON "courses_what_to_learn" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_what_to_learn_locales_locale_parent_id_unique" ON "courses_what_to_learn_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_lecturers_socmed_order_idx" ON "courses_lecturers_socmed" USING btree ("_order");
  CREATE INDEX "courses_lecturers_socmed_parent_id_idx" ON "courses_lecturers_socmed" USING btree ("_parent_id");
  CREATE INDEX "courses_lecturers_order_idx" ON "courses_lecturers" USING btree ("_order");
  CREATE INDEX "courses_lecturers_parent_id_idx" ON "courses_lecturers" USING btree ("_parent_id");
  CREATE INDEX "courses_lecturers_account_idx" ON "courses_lecturers" USING btree ("account_id");
  CREATE INDEX "courses_lecturers_photo_idx" ON "courses_lecturers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "courses_lecturers_locales_locale_parent_id_unique" ON "courses_lecturers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_announcements_order_idx" ON "courses_announcements" USING btree ("_order");
  CREATE INDEX "courses_announcements_parent_id_idx" ON "courses_announcements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "courses_announcements_locales_locale_parent_id_unique" ON "courses_announcements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_materials_order_idx" ON "courses_materials" USING btree ("_order");
  CREATE INDEX "courses_materials_parent_id_idx" ON "courses_materials" USING btree ("_parent_id");
  CREATE INDEX "courses_materials_file_idx" ON "courses_materials" USING btree ("file_id");
  CREATE UNIQUE INDEX "courses_materials_locales_locale_parent_id_unique" ON "courses_materials_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "courses_slug_idx" ON "courses" USING btree ("slug");
  CREATE INDEX "courses_image_idx" ON "courses" USING btree ("image_id");
  CREATE INDEX "courses_updated_at_idx" ON "courses" USING btree ("updated_at");
  CREATE INDEX "courses_created_at_idx" ON "courses" USING btree ("created_at");
  CREATE INDEX "courses__status_idx" ON "courses" USING btree ("_status");
  CREATE UNIQUE INDEX "courses_locales_locale_parent_id_unique" ON "courses_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "courses_rels_order_idx" ON "courses_rels" USING btree ("order");
  CREATE INDEX "courses_rels_parent_idx" ON "courses_rels" USING btree ("parent_id");
  CREATE INDEX "courses_rels_path_idx" ON "courses_rels" USING btree ("path");
  CREATE INDEX "courses_rels_users_id_idx" ON "courses_rels" USING btree ("users_id");
  CREATE INDEX "_courses_v_version_what_to_learn_order_idx" ON "_courses_v_version_what_to_learn" USING btree ("_order");
  CREATE INDEX "_courses_v_version_what_to_learn_parent_id_idx" ON "_courses_v_version_what_to_learn" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_what_to_learn_locales_locale_parent_id_un" ON "_courses_v_version_what_to_learn_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_lecturers_socmed_order_idx" ON "_courses_v_version_lecturers_socmed" USING btree ("_order");
  CREATE INDEX "_courses_v_version_lecturers_socmed_parent_id_idx" ON "_courses_v_version_lecturers_socmed" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_version_lecturers_order_idx" ON "_courses_v_version_lecturers" USING btree ("_order");
  CREATE INDEX "_courses_v_version_lecturers_parent_id_idx" ON "_courses_v_version_lecturers" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_version_lecturers_account_idx" ON "_courses_v_version_lecturers" USING btree ("account_id");
  CREATE INDEX "_courses_v_version_lecturers_photo_idx" ON "_courses_v_version_lecturers" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_courses_v_version_lecturers_locales_locale_parent_id_unique" ON "_courses_v_version_lecturers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_announcements_order_idx" ON "_courses_v_version_announcements" USING btree ("_order");
  CREATE INDEX "_courses_v_version_announcements_parent_id_idx" ON "_courses_v_version_announcements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_courses_v_version_announcements_locales_locale_parent_id_un" ON "_courses_v_version_announcements_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_version_materials_order_idx" ON "_courses_v_version_materials" USING btree ("_order");
  CREATE INDEX "_courses_v_version_materials_parent_id_idx" ON "_courses_v_version_materials" USING btree ("_parent_id");
  CREATE INDEX "_courses_v_version_materials_file_idx" ON "_courses_v_version_materials" USING btree ("file_id");
  CREATE UNIQUE INDEX "_courses_v_version_materials_locales_locale_parent_id_unique" ON "_courses_v_version_materials_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_parent_idx" ON "_courses_v" USING btree ("parent_id");
  CREATE INDEX "_courses_v_version_version_slug_idx" ON "_courses_v" USING btree ("version_slug");
  CREATE INDEX "_courses_v_version_version_image_idx" ON "_courses_v" USING btree ("version_image_id");
  CREATE INDEX "_courses_v_version_version_updated_at_idx" ON "_courses_v" USING btree ("version_updated_at");
  CREATE INDEX "_courses_v_version_version_created_at_idx" ON "_courses_v" USING btree ("version_created_at");
  CREATE INDEX "_courses_v_version_version__status_idx" ON "_courses_v" USING btree ("version__status");
  CREATE INDEX "_courses_v_created_at_idx" ON "_courses_v" USING btree ("created_at");
  CREATE INDEX "_courses_v_updated_at_idx" ON "_courses_v" USING btree ("updated_at");
  CREATE INDEX "_courses_v_snapshot_idx" ON "_courses_v" USING btree ("snapshot");
  CREATE INDEX "_courses_v_published_locale_idx" ON "_courses_v" USING btree ("published_locale");
  CREATE INDEX "_courses_v_latest_idx" ON "_courses_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_courses_v_locales_locale_parent_id_unique" ON "_courses_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_courses_v_rels_order_idx" ON "_courses_v_rels" USING btree ("order");
  CREATE INDEX "_courses_v_rels_parent_idx" ON "_courses_v_rels" USING btree ("parent_id");
  CREATE INDEX "_courses_v_rels_path_idx" ON "_courses_v_rels" USING btree ("path");
  CREATE INDEX "_courses_v_rels_users_id_idx" ON "_courses_v_rels" USING btree ("users_id");
  CREATE INDEX "course_chapters_course_idx" ON "course_chapters" USING btree ("course_id");
  CREATE INDEX "course_chapters_updated_at_idx" ON "course_chapters" USING btree ("updated_at");
  CREATE INDEX "course_chapters_created_at_idx" ON "course_chapters" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_chapters_locales_locale_parent_id_unique" ON "course_chapters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "course_lectures_transcripts_order_idx" ON "course_lectures_transcripts" USING btree ("_order");
  CREATE INDEX "course_lectures_transcripts_parent_id_idx" ON "course_lectures_transcripts" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "course_lectures_transcripts_locales_locale_parent_id_unique" ON "course_lectures_transcripts_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "course_lectures_downloads_order_idx" ON "course_lectures_downloads" USING btree ("_order");
  CREATE INDEX "course_lectures_downloads_parent_id_idx" ON "course_lectures_downloads" USING btree ("_parent_id");
  CREATE INDEX "course_lectures_downloads_file_idx" ON "course_lectures_downloads" USING btree ("file_id");
  CREATE UNIQUE INDEX "course_lectures_downloads_locales_locale_parent_id_unique" ON "course_lectures_downloads_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "course_lectures_chapter_idx" ON "course_lectures" USING btree ("chapter_id");
  CREATE INDEX "course_lectures_course_idx" ON "course_lectures" USING btree ("course_id");
  CREATE INDEX "course_lectures_media_idx" ON "course_lectures" USING btree ("media_id");
  CREATE INDEX "course_lectures_updated_at_idx" ON "course_lectures" USING btree ("updated_at");
  CREATE INDEX "course_lectures_created_at_idx" ON "course_lectures" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_lectures_locales_locale_parent_id_unique" ON "course_lectures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "course_files_course_idx" ON "course_files" USING btree ("course_id");
  CREATE INDEX "course_files_updated_at_idx" ON "course_files" USING btree ("updated_at");
  CREATE INDEX "course_files_created_at_idx" ON "course_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "course_files_filename_idx" ON "course_files" USING btree ("filename");
  CREATE UNIQUE INDEX "course_files_locales_locale_parent_id_unique" ON "course_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "course_enrolments_user_idx" ON "course_enrolments" USING btree ("user_id");
  CREATE INDEX "course_enrolments_course_idx" ON "course_enrolments" USING btree ("course_id");
  CREATE INDEX "course_enrolments_updated_at_idx" ON "course_enrolments" USING btree ("updated_at");
  CREATE INDEX "course_enrolments_created_at_idx" ON "course_enrolments" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_course_idx" ON "course_enrolments" USING btree ("user_id","course_id");
  CREATE INDEX "lecture_progress_user_idx" ON "lecture_progress" USING btree ("user_id");
  CREATE INDEX "lecture_progress_lecture_idx" ON "lecture_progress" USING btree ("lecture_id");
  CREATE INDEX "lecture_progress_course_idx" ON "lecture_progress" USING btree ("course_id");
  CREATE INDEX "lecture_progress_updated_at_idx" ON "lecture_progress" USING btree ("updated_at");
  CREATE INDEX "lecture_progress_created_at_idx" ON "lecture_progress" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_lecture_idx" ON "lecture_progress" USING btree ("user_id","lecture_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_chapters_fk" FOREIGN KEY ("course_chapters_id") REFERENCES "public"."course_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_lectures_fk" FOREIGN KEY ("course_lectures_id") REFERENCES "public"."course_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_files_fk" FOREIGN KEY ("course_files_id") REFERENCES "public"."course_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_enrolments_fk" FOREIGN KEY ("course_enrolments_id") REFERENCES "public"."course_enrolments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_lecture_progress_fk" FOREIGN KEY ("lecture_progress_id") REFERENCES "public"."lecture_progress"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_courses_id_idx" ON "payload_locked_documents_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_course_chapters_id_idx" ON "payload_locked_documents_rels" USING btree ("course_chapters_id");
  CREATE INDEX "payload_locked_documents_rels_course_lectures_id_idx" ON "payload_locked_documents_rels" USING btree ("course_lectures_id");
  CREATE INDEX "payload_locked_documents_rels_course_files_id_idx" ON "payload_locked_documents_rels" USING btree ("course_files_id");
  CREATE INDEX "payload_locked_documents_rels_course_enrolments_id_idx" ON "payload_locked_documents_rels" USING btree ("course_enrolments_id");
  CREATE INDEX "payload_locked_documents_rels_lecture_progress_id_idx" ON "payload_locked_documents_rels" USING btree ("lecture_progress_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "courses_what_to_learn" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_what_to_learn_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_lecturers_socmed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_lecturers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_lecturers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_announcements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_materials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_materials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "courses_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_what_to_learn" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_what_to_learn_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_lecturers_socmed" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_lecturers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_lecturers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_announcements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_announcements_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_materials" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_version_materials_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_courses_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_chapters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_lectures_transcripts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_lectures_transcripts_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_lectures_downloads" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_lectures_downloads_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_lectures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_lectures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_enrolments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "lecture_progress" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "courses_what_to_learn" CASCADE;
  DROP TABLE "courses_what_to_learn_locales" CASCADE;
  DROP TABLE "courses_lecturers_socmed" CASCADE;
  DROP TABLE "courses_lecturers" CASCADE;
  DROP TABLE "courses_lecturers_locales" CASCADE;
  DROP TABLE "courses_announcements" CASCADE;
  DROP TABLE "courses_announcements_locales" CASCADE;
  DROP TABLE "courses_materials" CASCADE;
  DROP TABLE "courses_materials_locales" CASCADE;
  DROP TABLE "courses" CASCADE;
  DROP TABLE "courses_locales" CASCADE;
  DROP TABLE "courses_rels" CASCADE;
  DROP TABLE "_courses_v_version_what_to_learn" CASCADE;
  DROP TABLE "_courses_v_version_what_to_learn_locales" CASCADE;
  DROP TABLE "_courses_v_version_lecturers_socmed" CASCADE;
  DROP TABLE "_courses_v_version_lecturers" CASCADE;
  DROP TABLE "_courses_v_version_lecturers_locales" CASCADE;
  DROP TABLE "_courses_v_version_announcements" CASCADE;
  DROP TABLE "_courses_v_version_announcements_locales" CASCADE;
  DROP TABLE "_courses_v_version_materials" CASCADE;
  DROP TABLE "_courses_v_version_materials_locales" CASCADE;
  DROP TABLE "_courses_v" CASCADE;
  DROP TABLE "_courses_v_locales" CASCADE;
  DROP TABLE "_courses_v_rels" CASCADE;
  DROP TABLE "course_chapters" CASCADE;
  DROP TABLE "course_chapters_locales" CASCADE;
  DROP TABLE "course_lectures_transcripts" CASCADE;
  DROP TABLE "course_lectures_transcripts_locales" CASCADE;
  DROP TABLE "course_lectures_downloads" CASCADE;
  DROP TABLE "course_lectures_downloads_locales" CASCADE;
  DROP TABLE "course_lectures" CASCADE;
  DROP TABLE "course_lectures_locales" CASCADE;
  DROP TABLE "course_files" CASCADE;
  DROP TABLE "course_files_locales" CASCADE;
  DROP TABLE "course_enrolments" CASCADE;
  DROP TABLE "lecture_progress" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_chapters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_lectures_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_enrolments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_lecture_progress_fk";
  
  DROP INDEX "payload_locked_documents_rels_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_chapters_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_lectures_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_enrolments_id_idx";
  DROP INDEX "payload_locked_documents_rels_lecture_progress_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_chapters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_lectures_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_enrolments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "lecture_progress_id";
  DROP TYPE "public"."enum_courses_lecturers_socmed_icon";
  DROP TYPE "public"."enum_courses_status";
  DROP TYPE "public"."enum__courses_v_version_lecturers_socmed_icon";
  DROP TYPE "public"."enum__courses_v_version_status";
  DROP TYPE "public"."enum__courses_v_published_locale";
  DROP TYPE "public"."enum_course_lectures_type";
  DROP TYPE "public"."enum_course_lectures_video_source";`)
}
