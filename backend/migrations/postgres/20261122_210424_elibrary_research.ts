import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_topics_areas" AS ENUM('elibrary', 'research', 'event');
  CREATE TYPE "public"."enum_elibrary_types_kind" AS ENUM('video', 'toolkit', 'chapter', 'others', 'case-study', 'reports', 'audio', 'opinion', 'webinar', 'policy-brief', 'external-resource');
  CREATE TYPE "public"."enum_elibrary_items_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__elibrary_items_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__elibrary_items_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_research_progress" AS ENUM('on-going', 'complete');
  CREATE TYPE "public"."enum_research_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__research_v_version_progress" AS ENUM('on-going', 'complete');
  CREATE TYPE "public"."enum__research_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__research_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "topics_areas" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_topics_areas",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "topics" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "topics_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "elibrary_types" (
  	"id" numeric PRIMARY KEY NOT NULL,
  	"kind" "enum_elibrary_types_kind" NOT NULL,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "elibrary_types_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" numeric NOT NULL
  );
  
  CREATE TABLE "elibrary_items" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type_id" numeric,
  	"published_date" timestamp(3) with time zone,
  	"year" numeric,
  	"cover_id" integer,
  	"video_url" varchar,
  	"audio_id" integer,
  	"file_id" integer,
  	"external_url" varchar,
  	"featured" boolean DEFAULT false,
  	"highlight" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_elibrary_items_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "elibrary_items_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "elibrary_items_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_elibrary_items_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_type_id" numeric,
  	"version_published_date" timestamp(3) with time zone,
  	"version_year" numeric,
  	"version_cover_id" integer,
  	"version_video_url" varchar,
  	"version_audio_id" integer,
  	"version_file_id" integer,
  	"version_external_url" varchar,
  	"version_featured" boolean DEFAULT false,
  	"version_highlight" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__elibrary_items_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__elibrary_items_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_elibrary_items_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_elibrary_items_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "library_files" (
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
  
  CREATE TABLE "library_files_locales" (
  	"title" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "research_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "research_chapters_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "research" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"progress" "enum_research_progress" DEFAULT 'on-going',
  	"year" numeric,
  	"cover_id" integer,
  	"highlight" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_research_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "research_locales" (
  	"title" varchar,
  	"excerpt" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "research_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "_research_v_version_chapters" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_research_v_version_chapters_locales" (
  	"title" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_research_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_progress" "enum__research_v_version_progress" DEFAULT 'on-going',
  	"version_year" numeric,
  	"version_cover_id" integer,
  	"version_highlight" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__research_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__research_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_research_v_locales" (
  	"version_title" varchar,
  	"version_excerpt" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_research_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"topics_id" integer
  );
  
  CREATE TABLE "research_cta" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"button_url" varchar,
  	"image_id" integer,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "research_cta_locales" (
  	"title" varchar NOT NULL,
  	"body" varchar,
  	"button_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "topics_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "elibrary_types_id" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "elibrary_items_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "library_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "research_id" integer;
  ALTER TABLE "topics_areas" ADD CONSTRAINT "topics_areas_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "topics_locales" ADD CONSTRAINT "topics_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "elibrary_types_locales" ADD CONSTRAINT "elibrary_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."elibrary_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "elibrary_items" ADD CONSTRAINT "elibrary_items_type_id_elibrary_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."elibrary_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "elibrary_items" ADD CONSTRAINT "elibrary_items_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "elibrary_items" ADD CONSTRAINT "elibrary_items_audio_id_library_files_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "elibrary_items" ADD CONSTRAINT "elibrary_items_file_id_library_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "elibrary_items_locales" ADD CONSTRAINT "elibrary_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."elibrary_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "elibrary_items_rels" ADD CONSTRAINT "elibrary_items_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."elibrary_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "elibrary_items_rels" ADD CONSTRAINT "elibrary_items_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v" ADD CONSTRAINT "_elibrary_items_v_parent_id_elibrary_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."elibrary_items"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v" ADD CONSTRAINT "_elibrary_items_v_version_type_id_elibrary_types_id_fk" FOREIGN KEY ("version_type_id") REFERENCES "public"."elibrary_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v" ADD CONSTRAINT "_elibrary_items_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v" ADD CONSTRAINT "_elibrary_items_v_version_audio_id_library_files_id_fk" FOREIGN KEY ("version_audio_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v" ADD CONSTRAINT "_elibrary_items_v_version_file_id_library_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."library_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v_locales" ADD CONSTRAINT "_elibrary_items_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_elibrary_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v_rels" ADD CONSTRAINT "_elibrary_items_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_elibrary_items_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_elibrary_items_v_rels" ADD CONSTRAINT "_elibrary_items_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "library_files_locales" ADD CONSTRAINT "library_files_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."library_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_chapters" ADD CONSTRAINT "research_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_chapters_locales" ADD CONSTRAINT "research_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research" ADD CONSTRAINT "research_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_locales" ADD CONSTRAINT "research_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_rels" ADD CONSTRAINT "research_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_rels" ADD CONSTRAINT "research_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_v_version_chapters" ADD CONSTRAINT "_research_v_version_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_v_version_chapters_locales" ADD CONSTRAINT "_research_v_version_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_v_version_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_v" ADD CONSTRAINT "_research_v_parent_id_research_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."research"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_v" ADD CONSTRAINT "_research_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_research_v_locales" ADD CONSTRAINT "_research_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_research_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_v_rels" ADD CONSTRAINT "_research_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_research_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_research_v_rels" ADD CONSTRAINT "_research_v_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "research_cta" ADD CONSTRAINT "research_cta_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "research_cta_locales" ADD CONSTRAINT "research_cta_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."research_cta"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "topics_areas_order_idx" ON "topics_areas" USING btree ("order");
  CREATE INDEX "topics_areas_parent_idx" ON "topics_areas" USING btree ("parent_id");
  CREATE INDEX "topics_updated_at_idx" ON "topics" USING btree ("updated_at");
  CREATE INDEX "topics_created_at_idx" ON "topics" USING btree ("created_at");
  CREATE UNIQUE INDEX "topics_locales_locale_parent_id_unique" ON "topics_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "elibrary_types_kind_idx" ON "elibrary_types" USING btree ("kind");
  CREATE INDEX "elibrary_types_updated_at_idx" ON "elibrary_types" USING btree ("updated_at");
  CREATE INDEX "elibrary_types_created_at_idx" ON "elibrary_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "elibrary_types_locales_locale_parent_id_unique" ON "elibrary_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "elibrary_items_type_idx" ON "elibrary_items" USING btree ("type_id");
  CREATE INDEX "elibrary_items_published_date_idx" ON "elibrary_items" USING btree ("published_date");
  CREATE INDEX "elibrary_items_year_idx" ON "elibrary_items" USING btree ("year");
  CREATE INDEX "elibrary_items_cover_idx" ON "elibrary_items" USING btree ("cover_id");
  CREATE INDEX "elibrary_items_audio_idx" ON "elibrary_items" USING btree ("audio_id");
  CREATE INDEX "elibrary_items_file_idx" ON "elibrary_items" USING btree ("file_id");
  CREATE INDEX "elibrary_items_updated_at_idx" ON "elibrary_items" USING btree ("updated_at");
  CREATE INDEX "elibrary_items_created_at_idx" ON "elibrary_items" USING btree ("created_at");
  CREATE INDEX "elibrary_items__status_idx" ON "elibrary_items" USING btree ("_status");
  CREATE UNIQUE INDEX "elibrary_items_locales_locale_parent_id_unique" ON "elibrary_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "elibrary_items_rels_order_idx" ON "elibrary_items_rels" USING btree ("order");
  CREATE INDEX "elibrary_items_rels_parent_idx" ON "elibrary_items_rels" USING btree ("parent_id");
  CREATE INDEX "elibrary_items_rels_path_idx" ON "elibrary_items_rels" USING btree ("path");
  CREATE INDEX "elibrary_items_rels_topics_id_idx" ON "elibrary_items_rels" USING btree ("topics_id");
  CREATE INDEX "_elibrary_items_v_parent_idx" ON "_elibrary_items_v" USING btree ("parent_id");
  CREATE INDEX "_elibrary_items_v_version_version_type_idx" ON "_elibrary_items_v" USING btree ("version_type_id");
  CREATE INDEX "_elibrary_items_v_version_version_published_date_idx" ON "_elibrary_items_v" USING btree ("version_published_date");
  CREATE INDEX "_elibrary_items_v_version_version_year_idx" ON "_elibrary_items_v" USING btree ("version_year");
  CREATE INDEX "_elibrary_items_v_version_version_cover_idx" ON "_elibrary_items_v" USING btree ("version_cover_id");
  CREATE INDEX "_elibrary_items_v_version_version_audio_idx" ON "_elibrary_items_v" USING btree ("version_audio_id");
  CREATE INDEX "_elibrary_items_v_version_version_file_idx" ON "_elibrary_items_v" USING btree ("version_file_id");
  CREATE INDEX "_elibrary_items_v_version_version_updated_at_idx" ON "_elibrary_items_v" USING btree ("version_updated_at");
  CREATE INDEX "_elibrary_items_v_version_version_created_at_idx" ON "_elibrary_items_v" USING btree ("version_created_at");
  CREATE INDEX "_elibrary_items_v_version_version__status_idx" ON "_elibrary_items_v" USING btree ("version__status");
  CREATE INDEX "_elibrary_items_v_created_at_idx" ON "_elibrary_items_v" USING btree ("created_at");
  CREATE INDEX "_elibrary_items_v_updated_at_idx" ON "_elibrary_items_v" USING btree ("updated_at");
  CREATE INDEX "_elibrary_items_v_snapshot_idx" ON "_elibrary_items_v" USING btree ("snapshot");
  CREATE INDEX "_elibrary_items_v_published_locale_idx" ON "_elibrary_items_v" USING btree ("published_locale");
  CREATE INDEX "_elibrary_items_v_latest_idx" ON "_elibrary_items_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_elibrary_items_v_locales_locale_parent_id_unique" ON "_elibrary_items_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_elibrary_items_v_rels_order_idx" ON "_elibrary_items_v_rels" USING btree ("order");
  CREATE INDEX "_elibrary_items_v_rels_parent_idx" ON "_elibrary_items_v_rels" USING btree ("parent_id");
  CREATE INDEX "_elibrary_items_v_rels_path_idx" ON "_elibrary_items_v_rels" USING btree ("path");
  CREATE INDEX "_elibrary_items_v_rels_topics_id_idx" ON "_elibrary_items_v_rels" USING btree ("topics_id");
  CREATE INDEX "library_files_updated_at_idx" ON "library_files" USING btree ("updated_at");
  CREATE INDEX "library_files_created_at_idx" ON "library_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "library_files_filename_idx" ON "library_files" USING btree ("filename");
  CREATE UNIQUE INDEX "library_files_locales_locale_parent_id_unique" ON "library_files_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "research_chapters_order_idx" ON "research_chapters" USING btree ("_order");
  CREATE INDEX "research_chapters_parent_id_idx" ON "research_chapters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "research_chapters_locales_locale_parent_id_unique" ON "research_chapters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "research_progress_idx" ON "research" USING btree ("progress");
  CREATE INDEX "research_year_idx" ON "research" USING btree ("year");
  CREATE INDEX "research_cover_idx" ON "research" USING btree ("cover_id");
  CREATE INDEX "research_updated_at_idx" ON "research" USING btree ("updated_at");
  CREATE INDEX "research_created_at_idx" ON "research" USING btree ("created_at");
  CREATE INDEX "research__status_idx" ON "research" USING btree ("_status");
  CREATE UNIQUE INDEX "research_locales_locale_parent_id_unique" ON "research_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "research_rels_order_idx" ON "research_rels" USING btree ("order");
  CREATE INDEX "research_rels_parent_idx" ON "research_rels" USING btree ("parent_id");
  CREATE INDEX "research_rels_path_idx" ON "research_rels" USING btree ("path");
  CREATE INDEX "research_rels_topics_id_idx" ON "research_rels" USING btree ("topics_id");
  CREATE INDEX "_research_v_version_chapters_order_idx" ON "_research_v_version_chapters" USING btree ("_order");
  CREATE INDEX "_research_v_version_chapters_parent_id_idx" ON "_research_v_version_chapters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_research_v_version_chapters_locales_locale_parent_id_unique" ON "_research_v_version_chapters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_research_v_parent_idx" ON "_research_v" USING btree ("parent_id");
  CREATE INDEX "_research_v_version_version_progress_idx" ON "_research_v" USING btree ("version_progress");
  CREATE INDEX "_research_v_version_version_year_idx" ON "_research_v" USING btree ("version_year");
  CREATE INDEX "_research_v_version_version_cover_idx" ON "_research_v" USING btree ("version_cover_id");
  CREATE INDEX "_research_v_version_version_updated_at_idx" ON "_research_v" USING btree ("version_updated_at");
  CREATE INDEX "_research_v_version_version_created_at_idx" ON "_research_v" USING btree ("version_created_at");
  CREATE INDEX "_research_v_version_version__status_idx" ON "_research_v" USING btree ("version__status");
  CREATE INDEX "_research_v_created_at_idx" ON "_research_v" USING btree ("created_at");
  CREATE INDEX "_research_v_updated_at_idx" ON "_research_v" USING btree ("updated_at");
  CREATE INDEX "_research_v_snapshot_idx" ON "_research_v" USING btree ("snapshot");
  CREATE INDEX "_research_v_published_locale_idx" ON "_research_v" USING btree ("published_locale");
  CREATE INDEX "_research_v_latest_idx" ON "_research_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_research_v_locales_locale_parent_id_unique" ON "_research_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_research_v_rels_order_idx" ON "_research_v_rels" USING btree ("order");
  CREATE INDEX "_research_v_rels_parent_idx" ON "_research_v_rels" USING btree ("parent_id");
  CREATE INDEX "_research_v_rels_path_idx" ON "_research_v_rels" USING btree ("path");
  CREATE INDEX "_research_v_rels_topics_id_idx" ON "_research_v_rels" USING btree ("topics_id");
  CREATE INDEX "research_cta_image_idx" ON "research_cta" USING btree ("image_id");
  CREATE UNIQUE INDEX "research_cta_locales_locale_parent_id_unique" ON "research_cta_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_topics_fk" FOREIGN KEY ("topics_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_elibrary_types_fk" FOREIGN KEY ("elibrary_types_id") REFERENCES "public"."elibrary_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_elibrary_items_fk" FOREIGN KEY ("elibrary_items_id") REFERENCES "public"."elibrary_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_library_files_fk" FOREIGN KEY ("library_files_id") REFERENCES "public"."library_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_research_fk" FOREIGN KEY ("research_id") REFERENCES "public"."research"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_topics_id_idx" ON "payload_locked_documents_rels" USING btree ("topics_id");
  CREATE INDEX "payload_locked_documents_rels_elibrary_types_id_idx" ON "payload_locked_documents_rels" USING btree ("elibrary_types_id");
  CREATE INDEX "payload_locked_documents_rels_elibrary_items_id_idx" ON "payload_locked_documents_rels" USING btree ("elibrary_items_id");
  CREATE INDEX "payload_locked_documents_rels_library_files_id_idx" ON "payload_locked_documents_rels" USING btree ("library_files_id");
  CREATE INDEX "payload_locked_documents_rels_research_id_idx" ON "payload_locked_documents_rels" USING btree ("research_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "topics_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "topics_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "elibrary_types" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "elibrary_types_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "elibrary_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "elibrary_items_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "elibrary_items_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_elibrary_items_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_elibrary_items_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_elibrary_items_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "library_files_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_chapters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_v_version_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_v_version_chapters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_research_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_cta" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "research_cta_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "topics_areas" CASCADE;
  DROP TABLE "topics" CASCADE;
  DROP TABLE "topics_locales" CASCADE;
  DROP TABLE "elibrary_types" CASCADE;
  DROP TABLE "elibrary_types_locales" CASCADE;
  DROP TABLE "elibrary_items" CASCADE;
  DROP TABLE "elibrary_items_locales" CASCADE;
  DROP TABLE "elibrary_items_rels" CASCADE;
  DROP TABLE "_elibrary_items_v" CASCADE;
  DROP TABLE "_elibrary_items_v_locales" CASCADE;
  DROP TABLE "_elibrary_items_v_rels" CASCADE;
  DROP TABLE "library_files" CASCADE;
  DROP TABLE "library_files_locales" CASCADE;
  DROP TABLE "research_chapters" CASCADE;
  DROP TABLE "research_chapters_locales" CASCADE;
  DROP TABLE "research" CASCADE;
  DROP TABLE "research_locales" CASCADE;
  DROP TABLE "research_rels" CASCADE;
  DROP TABLE "_research_v_version_chapters" CASCADE;
  DROP TABLE "_research_v_version_chapters_locales" CASCADE;
  DROP TABLE "_research_v" CASCADE;
  DROP TABLE "_research_v_locales" CASCADE;
  DROP TABLE "_research_v_rels" CASCADE;
  DROP TABLE "research_cta" CASCADE;
  DROP TABLE "research_cta_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_topics_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_elibrary_types_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_elibrary_items_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_library_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_research_fk";
  
  DROP INDEX "payload_locked_documents_rels_topics_id_idx";
  DROP INDEX "payload_locked_documents_rels_elibrary_types_id_idx";
  DROP INDEX "payload_locked_documents_rels_elibrary_items_id_idx";
  DROP INDEX "payload_locked_documents_rels_library_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_research_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "topics_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "elibrary_types_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "elibrary_items_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "library_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "research_id";
  DROP TYPE "public"."enum_topics_areas";
  DROP TYPE "public"."enum_elibrary_types_kind";
  DROP TYPE "public"."enum_elibrary_items_status";
  DROP TYPE "public"."enum__elibrary_items_v_version_status";
  DROP TYPE "public"."enum__elibrary_items_v_published_locale";
  DROP TYPE "public"."enum_research_progress";
  DROP TYPE "public"."enum_research_status";
  DROP TYPE "public"."enum__research_v_version_progress";
  DROP TYPE "public"."enum__research_v_version_status";
  DROP TYPE "public"."enum__research_v_published_locale";`)
}
