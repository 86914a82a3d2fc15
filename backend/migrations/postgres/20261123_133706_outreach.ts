import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cop_newsletters_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cop_newsletters_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cop_newsletters_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_faq_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faq_categories_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_faqs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__faqs_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_policy_pages_key" AS ENUM('term-condition', 'copyright', 'privacy-policy', 'cookie-policy', 'forum-guidelines');
  CREATE TYPE "public"."enum_policy_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policy_pages_v_version_key" AS ENUM('term-condition', 'copyright', 'privacy-policy', 'cookie-policy', 'forum-guidelines');
  CREATE TYPE "public"."enum__policy_pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__policy_pages_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_project_documents_kind" AS ENUM('template', 'example');
  CREATE TYPE "public"."enum_project_documents_stage" AS ENUM('planning', 'preparation', 'transaction', 'contract-management');
  CREATE TYPE "public"."enum_project_documents_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__project_documents_v_version_kind" AS ENUM('template', 'example');
  CREATE TYPE "public"."enum__project_documents_v_version_stage" AS ENUM('planning', 'preparation', 'transaction', 'contract-management');
  CREATE TYPE "public"."enum__project_documents_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__project_documents_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_outreach_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__outreach_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__outreach_page_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_cop_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cop_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__cop_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "cop_newsletters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"issue_number" numeric,
  	"issue_date" timestamp(3) with time zone,
  	"cover_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_cop_newsletters_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cop_newsletters_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"file_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cop_newsletters_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_issue_number" numeric,
  	"version_issue_date" timestamp(3) with time zone,
  	"version_cover_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__cop_newsletters_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__cop_newsletters_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_cop_newsletters_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_file_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "newsletter_files" (
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
  
  CREATE TABLE "faq_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"slug" varchar,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faq_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faq_categories_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faq_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_slug" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faq_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faq_categories_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faq_categories_v_locales" (
  	"version_title" varchar,
  	"version_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "faqs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"category_id" integer,
  	"order" numeric DEFAULT 0,
  	"highlight" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_faqs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "faqs_locales" (
  	"question" varchar,
  	"answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_faqs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_category_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_highlight" boolean DEFAULT false,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__faqs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__faqs_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_faqs_v_locales" (
  	"version_question" varchar,
  	"version_answer" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "policy_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" "enum_policy_pages_key",
  	"last_updated" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_policy_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "policy_pages_locales" (
  	"title" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_policy_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_key" "enum__policy_pages_v_version_key",
  	"version_last_updated" timestamp(3) with time zone,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__policy_pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__policy_pages_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_policy_pages_v_locales" (
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "project_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_project_documents_kind",
  	"stage" "enum_project_documents_stage",
  	"document_date" timestamp(3) with time zone,
  	"related_template_id" integer,
  	"order" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_project_documents_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "project_documents_locales" (
  	"title" varchar,
  	"sector" varchar,
  	"summary" varchar,
  	"body" jsonb,
  	"file_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_project_documents_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_kind" "enum__project_documents_v_version_kind",
  	"version_stage" "enum__project_documents_v_version_stage",
  	"version_document_date" timestamp(3) with time zone,
  	"version_related_template_id" integer,
  	"version_order" numeric DEFAULT 0,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__project_documents_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__project_documents_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_project_documents_v_locales" (
  	"version_title" varchar,
  	"version_sector" varchar,
  	"version_summary" varchar,
  	"version_body" jsonb,
  	"version_file_id" integer,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "resource_files" (
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
  
  CREATE TABLE "outreach_page_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"label" varchar,
  	"permalink" varchar
  );
  
  CREATE TABLE "outreach_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"image_id" integer,
  	"_status" "enum_outreach_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "outreach_page_locales" (
  	"headline" varchar,
  	"intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_outreach_page_v_version_links" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"label" varchar,
  	"permalink" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_outreach_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_image_id" integer,
  	"version__status" "enum__outreach_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__outreach_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_outreach_page_v_locales" (
  	"version_headline" varchar,
  	"version_intro" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cop_purpose_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "cop_membership_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "cop_benefit_activity_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "cop_benefit_activity_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar
  );
  
  CREATE TABLE "cop" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"intro_image_id" integer,
  	"membership_join_url" varchar,
  	"highlight_image_id" integer,
  	"_status" "enum_cop_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "cop_locales" (
  	"intro_title" varchar,
  	"intro_body" jsonb,
  	"purpose_title" varchar,
  	"purpose_body" jsonb,
  	"membership_title" varchar,
  	"membership_eligibility" jsonb,
  	"membership_join_label" varchar,
  	"benefit_activity_title" varchar,
  	"benefit_activity_intro" varchar,
  	"newsletter_title" varchar,
  	"newsletter_intro" varchar,
  	"highlight_title" varchar,
  	"highlight_summary" varchar,
  	"highlight_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_cop_v_version_purpose_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cop_v_version_membership_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cop_v_version_benefit_activity_benefits" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cop_v_version_benefit_activity_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"description" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_cop_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_intro_image_id" integer,
  	"version_membership_join_url" varchar,
  	"version_highlight_image_id" integer,
  	"version__status" "enum__cop_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__cop_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_cop_v_locales" (
  	"version_intro_title" varchar,
  	"version_intro_body" jsonb,
  	"version_purpose_title" varchar,
  	"version_purpose_body" jsonb,
  	"version_membership_title" varchar,
  	"version_membership_eligibility" jsonb,
  	"version_membership_join_label" varchar,
  	"version_benefit_activity_title" varchar,
  	"version_benefit_activity_intro" varchar,
  	"version_newsletter_title" varchar,
  	"version_newsletter_intro" varchar,
  	"version_highlight_title" varchar,
  	"version_highlight_summary" varchar,
  	"version_highlight_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cop_newsletters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "newsletter_files_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faq_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "faqs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "policy_pages_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "project_documents_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "resource_files_id" integer;
  ALTER TABLE "cop_newsletters" ADD CONSTRAINT "cop_newsletters_cover_id_media_id_fk" FOREIGN KEY ("cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cop_newsletters_locales" ADD CONSTRAINT "cop_newsletters_locales_file_id_newsletter_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."newsletter_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cop_newsletters_locales" ADD CONSTRAINT "cop_newsletters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cop_newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cop_newsletters_v" ADD CONSTRAINT "_cop_newsletters_v_parent_id_cop_newsletters_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cop_newsletters"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cop_newsletters_v" ADD CONSTRAINT "_cop_newsletters_v_version_cover_id_media_id_fk" FOREIGN KEY ("version_cover_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cop_newsletters_v_locales" ADD CONSTRAINT "_cop_newsletters_v_locales_version_file_id_newsletter_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."newsletter_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cop_newsletters_v_locales" ADD CONSTRAINT "_cop_newsletters_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cop_newsletters_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faq_categories_locales" ADD CONSTRAINT "faq_categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faq_categories_v" ADD CONSTRAINT "_faq_categories_v_parent_id_faq_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faq_categories_v_locales" ADD CONSTRAINT "_faq_categories_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faq_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "faqs" ADD CONSTRAINT "faqs_category_id_faq_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "faqs_locales" ADD CONSTRAINT "faqs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_parent_id_faqs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."faqs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v" ADD CONSTRAINT "_faqs_v_version_category_id_faq_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."faq_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_faqs_v_locales" ADD CONSTRAINT "_faqs_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_faqs_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "policy_pages_locales" ADD CONSTRAINT "policy_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."policy_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_policy_pages_v" ADD CONSTRAINT "_policy_pages_v_parent_id_policy_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."policy_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_policy_pages_v_locales" ADD CONSTRAINT "_policy_pages_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_policy_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "project_documents" ADD CONSTRAINT "project_documents_related_template_id_project_documents_id_fk" FOREIGN KEY ("related_template_id") REFERENCES "public"."project_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_documents_locales" ADD CONSTRAINT "project_documents_locales_file_id_resource_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."resource_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "project_documents_locales" ADD CONSTRAINT "project_documents_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_project_documents_v" ADD CONSTRAINT "_project_documents_v_parent_id_project_documents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."project_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_project_documents_v" ADD CONSTRAINT "_project_documents_v_version_related_template_id_project_documents_id_fk" FOREIGN KEY ("version_related_template_id") REFERENCES "public"."project_documents"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_project_documents_v_locales" ADD CONSTRAINT "_project_documents_v_locales_version_file_id_resource_files_id_fk" FOREIGN KEY ("version_file_id") REFERENCES "public"."resource_files"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_project_documents_v_locales" ADD CONSTRAINT "_project_documents_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_project_documents_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outreach_page_links" ADD CONSTRAINT "outreach_page_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outreach_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "outreach_page" ADD CONSTRAINT "outreach_page_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "outreach_page_locales" ADD CONSTRAINT "outreach_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."outreach_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_outreach_page_v_version_links" ADD CONSTRAINT "_outreach_page_v_version_links_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_outreach_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_outreach_page_v" ADD CONSTRAINT "_outreach_page_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_outreach_page_v_locales" ADD CONSTRAINT "_outreach_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_outreach_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cop_purpose_points" ADD CONSTRAINT "cop_purpose_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cop_membership_steps" ADD CONSTRAINT "cop_membership_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cop_benefit_activity_benefits" ADD CONSTRAINT "cop_benefit_activity_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cop_benefit_activity_activities" ADD CONSTRAINT "cop_benefit_activity_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cop" ADD CONSTRAINT "cop_intro_image_id_media_id_fk" FOREIGN KEY ("intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cop" ADD CONSTRAINT "cop_highlight_image_id_media_id_fk" FOREIGN KEY ("highlight_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cop_locales" ADD CONSTRAINT "cop_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cop"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cop_v_version_purpose_points" ADD CONSTRAINT "_cop_v_version_purpose_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cop_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cop_v_version_membership_steps" ADD CONSTRAINT "_cop_v_version_membership_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cop_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cop_v_version_benefit_activity_benefits" ADD CONSTRAINT "_cop_v_version_benefit_activity_benefits_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cop_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cop_v_version_benefit_activity_activities" ADD CONSTRAINT "_cop_v_version_benefit_activity_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cop_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_cop_v" ADD CONSTRAINT "_cop_v_version_intro_image_id_media_id_fk" FOREIGN KEY ("version_intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cop_v" ADD CONSTRAINT "_cop_v_version_highlight_image_id_media_id_fk" FOREIGN KEY ("version_highlight_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_cop_v_locales" ADD CONSTRAINT "_cop_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_cop_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cop_newsletters_issue_date_idx" ON "cop_newsletters" USING btree ("issue_date");
  CREATE INDEX "cop_newsletters_cover_idx" ON "cop_newsletters" USING btree ("cover_id");
  CREATE INDEX "cop_newsletters_updated_at_idx" ON "cop_newsletters" USING btree ("updated_at");
  CREATE INDEX "cop_newsletters_created_at_idx" ON "cop_newsletters" USING btree ("created_at");
  CREATE INDEX "cop_newsletters__status_idx" ON "cop_newsletters" USING btree ("_status");
  CREATE INDEX "cop_newsletters_file_idx" ON "cop_newsletters_locales" USING btree ("file_id","_locale");
  CREATE UNIQUE INDEX "cop_newsletters_locales_locale_parent_id_unique" ON "cop_newsletters_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cop_newsletters_v_parent_idx" ON "_cop_newsletters_v" USING btree ("parent_id");
  CREATE INDEX "_cop_newsletters_v_version_version_issue_date_idx" ON "_cop_newsletters_v" USING btree ("version_issue_date");
  CREATE INDEX "_cop_newsletters_v_version_version_cover_idx" ON "_cop_newsletters_v" USING btree ("version_cover_id");
  CREATE INDEX "_cop_newsletters_v_version_version_updated_at_idx" ON "_cop_newsletters_v" USING btree ("version_updated_at");
  CREATE INDEX "_cop_newsletters_v_version_version_created_at_idx" ON "_cop_newsletters_v" USING btree ("version_created_at");
  CREATE INDEX "_cop_newsletters_v_version_version__status_idx" ON "_cop_newsletters_v" USING btree ("version__status");
  CREATE INDEX "_cop_newsletters_v_created_at_idx" ON "_cop_newsletters_v" USING btree ("created_at");
  CREATE INDEX "_cop_newsletters_v_updated_at_idx" ON "_cop_newsletters_v" USING btree ("updated_at");
  CREATE INDEX "_cop_newsletters_v_snapshot_idx" ON "_cop_newsletters_v" USING btree ("snapshot");
  CREATE INDEX "_cop_newsletters_v_published_locale_idx" ON "_cop_newsletters_v" USING btree ("published_locale");
  CREATE INDEX "_cop_newsletters_v_latest_idx" ON "_cop_newsletters_v" USING btree ("latest");
  CREATE INDEX "_cop_newsletters_v_version_version_file_idx" ON "_cop_newsletters_v_locales" USING btree ("version_file_id","_locale");
  CREATE UNIQUE INDEX "_cop_newsletters_v_locales_locale_parent_id_unique" ON "_cop_newsletters_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "newsletter_files_updated_at_idx" ON "newsletter_files" USING btree ("updated_at");
  CREATE INDEX "newsletter_files_created_at_idx" ON "newsletter_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "newsletter_files_filename_idx" ON "newsletter_files" USING btree ("filename");
  CREATE UNIQUE INDEX "faq_categories_slug_idx" ON "faq_categories" USING btree ("slug");
  CREATE INDEX "faq_categories_updated_at_idx" ON "faq_categories" USING btree ("updated_at");
  CREATE INDEX "faq_categories_created_at_idx" ON "faq_categories" USING btree ("created_at");
  CREATE INDEX "faq_categories__status_idx" ON "faq_categories" USING btree ("_status");
  CREATE UNIQUE INDEX "faq_categories_locales_locale_parent_id_unique" ON "faq_categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faq_categories_v_parent_idx" ON "_faq_categories_v" USING btree ("parent_id");
  CREATE INDEX "_faq_categories_v_version_version_slug_idx" ON "_faq_categories_v" USING btree ("version_slug");
  CREATE INDEX "_faq_categories_v_version_version_updated_at_idx" ON "_faq_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_faq_categories_v_version_version_created_at_idx" ON "_faq_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_faq_categories_v_version_version__status_idx" ON "_faq_categories_v" USING btree ("version__status");
  CREATE INDEX "_faq_categories_v_created_at_idx" ON "_faq_categories_v" USING btree ("created_at");
  CREATE INDEX "_faq_categories_v_updated_at_idx" ON "_faq_categories_v" USING btree ("updated_at");
  CREATE INDEX "_faq_categories_v_snapshot_idx" ON "_faq_categories_v" USING btree ("snapshot");
  CREATE INDEX "_faq_categories_v_published_locale_idx" ON "_faq_categories_v" USING btree ("published_locale");
  CREATE INDEX "_faq_categories_v_latest_idx" ON "_faq_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faq_categories_v_locales_locale_parent_id_unique" ON "_faq_categories_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "faqs_category_idx" ON "faqs" USING btree ("category_id");
  CREATE INDEX "faqs_updated_at_idx" ON "faqs" USING btree ("updated_at");
  CREATE INDEX "faqs_created_at_idx" ON "faqs" USING btree ("created_at");
  CREATE INDEX "faqs__status_idx" ON "faqs" USING btree ("_status");
  CREATE UNIQUE INDEX "faqs_locales_locale_parent_id_unique" ON "faqs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_faqs_v_parent_idx" ON "_faqs_v" USING btree ("parent_id");
  CREATE INDEX "_faqs_v_version_version_category_idx" ON "_faqs_v" USING btree ("version_category_id");
  CREATE INDEX "_faqs_v_version_version_updated_at_idx" ON "_faqs_v" USING btree ("version_updated_at");
  CREATE INDEX "_faqs_v_version_version_created_at_idx" ON "_faqs_v" USING btree ("version_created_at");
  CREATE INDEX "_faqs_v_version_version__status_idx" ON "_faqs_v" USING btree ("version__status");
  CREATE INDEX "_faqs_v_created_at_idx" ON "_faqs_v" USING btree ("created_at");
  CREATE INDEX "_faqs_v_updated_at_idx" ON "_faqs_v" USING btree ("updated_at");
  CREATE INDEX "_faqs_v_snapshot_idx" ON "_faqs_v" USING btree ("snapshot");
  CREATE INDEX "_faqs_v_published_locale_idx" ON "_faqs_v" USING btree ("published_locale");
  CREATE INDEX "_faqs_v_latest_idx" ON "_faqs_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_faqs_v_locales_locale_parent_id_unique" ON "_faqs_v_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "policy_pages_key_idx" ON "policy_pages" USING btree ("key");
  CREATE INDEX "policy_pages_updated_at_idx" ON "policy_pages" USING btree ("updated_at");
  CREATE INDEX "policy_pages_created_at_idx" ON "policy_pages" USING btree ("created_at");
  CREATE INDEX "policy_pages__status_idx" ON "policy_pages" USING btree ("_status");
  CREATE UNIQUE INDEX "policy_pages_locales_locale_parent_id_unique" ON "policy_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_policy_pages_v_parent_idx" ON "_policy_pages_v" USING btree ("parent_id");
  CREATE INDEX "_policy_pages_v_version_version_key_idx" ON "_policy_pages_v" USING btree ("version_key");
  CREATE INDEX "_policy_pages_v_version_version_updated_at_idx" ON "_policy_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_policy_pages_v_version_version_created_at_idx" ON "_policy_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_policy_pages_v_version_version__status_idx" ON "_policy_pages_v" USING btree ("version__status");
  CREATE INDEX "_policy_pages_v_created_at_idx" ON "_policy_pages_v" USING btree ("created_at");
  CREATE INDEX "_policy_pages_v_updated_at_idx" ON "_policy_pages_v" USING btree ("updated_at");
  CREATE INDEX "_policy_pages_v_snapshot_idx" ON "_policy_pages_v" USING btree ("snapshot");
  CREATE INDEX "_policy_pages_v_published_locale_idx" ON "_policy_pages_v" USING btree ("published_locale");
  CREATE INDEX "_policy_pages_v_latest_idx" ON "_policy_pages_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_policy_pages_v_locales_locale_parent_id_unique" ON "_policy_pages_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "project_documents_kind_idx" ON "project_documents" USING btree ("kind");
  CREATE INDEX "project_documents_related_template_idx" ON "project_documents" USING btree ("related_template_id");
  CREATE INDEX "project_documents_updated_at_idx" ON "project_documents" USING btree ("updated_at");
  CREATE INDEX "project_documents_created_at_idx" ON "project_documents" USING btree ("created_at");
  CREATE INDEX "project_documents__status_idx" ON "project_documents" USING btree ("_status");
  CREATE INDEX "project_documents_file_idx" ON "project_documents_locales" USING btree ("file_id","_locale");
  CREATE UNIQUE INDEX "project_documents_locales_locale_parent_id_unique" ON "project_documents_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_project_documents_v_parent_idx" ON "_project_documents_v" USING btree ("parent_id");
  CREATE INDEX "_project_documents_v_version_version_kind_idx" ON "_project_documents_v" USING btree ("version_kind");
  CREATE INDEX "_project_documents_v_version_version_related_template_idx" ON "_project_documents_v" USING btree ("version_related_template_id");
  CREATE INDEX "_project_documents_v_version_version_updated_at_idx" ON "_project_documents_v" USING btree ("version_updated_at");
  CREATE INDEX "_project_documents_v_version_version_created_at_idx" ON "_project_documents_v" USING btree ("version_created_at");
  CREATE INDEX "_project_documents_v_version_version__status_idx" ON "_project_documents_v" USING btree ("version__status");
  CREATE INDEX "_project_documents_v_created_at_idx" ON "_project_documents_v" USING btree ("created_at");
  CREATE INDEX "_project_documents_v_updated_at_idx" ON "_project_documents_v" USING btree ("updated_at");
  CREATE INDEX "_project_documents_v_snapshot_idx" ON "_project_documents_v" USING btree ("snapshot");
  CREATE INDEX "_project_documents_v_published_locale_idx" ON "_project_documents_v" USING btree ("published_locale");
  CREATE INDEX "_project_documents_v_latest_idx" ON "_project_documents_v" USING btree ("latest");
  CREATE INDEX "_project_documents_v_version_version_file_idx" ON "_project_documents_v_locales" USING btree ("version_file_id","_locale");
  CREATE UNIQUE INDEX "_project_documents_v_locales_locale_parent_id_unique" ON "_project_documents_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "resource_files_updated_at_idx" ON "resource_files" USING btree ("updated_at");
  CREATE INDEX "resource_files_created_at_idx" ON "resource_files" USING btree ("created_at");
  CREATE UNIQUE INDEX "resource_files_filename_idx" ON "resource_files" USING btree ("filename");
  CREATE INDEX "outreach_page_links_order_idx" ON "outreach_page_links" USING btree ("_order");
  CREATE INDEX "outreach_page_links_parent_id_idx" ON "outreach_page_links" USING btree ("_parent_id");
  CREATE INDEX "outreach_page_links_locale_idx" ON "outreach_page_links" USING btree ("_locale");
  CREATE INDEX "outreach_page_image_idx" ON "outreach_page" USING btree ("image_id");
  CREATE INDEX "outreach_page__status_idx" ON "outreach_page" USING btree ("_status");
  CREATE UNIQUE INDEX "outreach_page_locales_locale_parent_id_unique" ON "outreach_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_outreach_page_v_version_links_order_idx" ON "_outreach_page_v_version_links" USING btree ("_order");
  CREATE INDEX "_outreach_page_v_version_links_parent_id_idx" ON "_outreach_page_v_version_links" USING btree ("_parent_id");
  CREATE INDEX "_outreach_page_v_version_links_locale_idx" ON "_outreach_page_v_version_links" USING btree ("_locale");
  CREATE INDEX "_outreach_page_v_version_version_image_idx" ON "_outreach_page_v" USING btree ("version_image_id");
  CREATE INDEX "_outreach_page_v_version_version__status_idx" ON "_outreach_page_v" USING btree ("version__status");
  CREATE INDEX "_outreach_page_v_created_at_idx" ON "_outreach_page_v" USING btree ("created_at");
  CREATE INDEX "_outreach_page_v_updated_at_idx" ON "_outreach_page_v" USING btree ("updated_at");
  CREATE INDEX "_outreach_page_v_snapshot_idx" ON "_outreach_page_v" USING btree ("snapshot");
  CREATE INDEX "_outreach_page_v_published_locale_idx" ON "_outreach_page_v" USING btree ("published_locale");
  CREATE INDEX "_outreach_page_v_latest_idx" ON "_outreach_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_outreach_page_v_locales_locale_parent_id_unique" ON "_outreach_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cop_purpose_points_order_idx" ON "cop_purpose_points" USING btree ("_order");
  CREATE INDEX "cop_purpose_points_parent_id_idx" ON "cop_purpose_points" USING btree ("_parent_id");
  CREATE INDEX "cop_purpose_points_locale_idx" ON "cop_purpose_points" USING btree ("_locale");
  CREATE INDEX "cop_membership_steps_order_idx" ON "cop_membership_steps" USING btree ("_order");
  CREATE INDEX "cop_membership_steps_parent_id_idx" ON "cop_membership_steps" USING btree ("_parent_id");
  CREATE INDEX "cop_membership_steps_locale_idx" ON "cop_membership_steps" USING btree ("_locale");
  CREATE INDEX "cop_benefit_activity_benefits_order_idx" ON "cop_benefit_activity_benefits" USING btree ("_order");
  CREATE INDEX "cop_benefit_activity_benefits_parent_id_idx" ON "cop_benefit_activity_benefits" USING btree ("_parent_id");
  CREATE INDEX "cop_benefit_activity_benefits_locale_idx" ON "cop_benefit_activity_benefits" USING btree ("_locale");
  CREATE INDEX "cop_benefit_activity_activities_order_idx" ON "cop_benefit_activity_activities" USING btree ("_order");
  CREATE INDEX "cop_benefit_activity_activities_parent_id_idx" ON "cop_benefit_activity_activities" USING btree ("_parent_id");
  CREATE INDEX "cop_benefit_activity_activities_locale_idx" ON "cop_benefit_activity_activities" USING btree ("_locale");
  CREATE INDEX "cop_intro_intro_image_idx" ON "cop" USING btree ("intro_image_id");
  CREATE INDEX "cop_highlight_highlight_image_idx" ON "cop" USING btree ("highlight_image_id");
  CREATE INDEX "cop__status_idx" ON "cop" USING btree ("_status");
  CREATE UNIQUE INDEX "cop_locales_locale_parent_id_unique" ON "cop_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_cop_v_version_purpose_points_order_idx" ON "_cop_v_version_purpose_points" USING btree ("_order");
  CREATE INDEX "_cop_v_version_purpose_points_parent_id_idx" ON "_cop_v_version_purpose_points" USING btree ("_parent_id");
  CREATE INDEX "_cop_v_version_purpose_points_locale_idx" ON "_cop_v_version_purpose_points" USING btree ("_locale");
  CREATE INDEX "_cop_v_version_membership_steps_order_idx" ON "_cop_v_version_membership_steps" USING btree ("_order");
  CREATE INDEX "_cop_v_version_membership_steps_parent_id_idx" ON "_cop_v_version_membership_steps" USING btree ("_parent_id");
  CREATE INDEX "_cop_v_version_membership_steps_locale_idx" ON "_cop_v_version_membership_steps" USING btree ("_locale");
  CREATE INDEX "_cop_v_version_benefit_activity_benefits_order_idx" ON "_cop_v_version_benefit_activity_benefits" USING btree ("_order");
  CREATE INDEX "_cop_v_version_benefit_activity_benefits_parent_id_idx" ON "_cop_v_version_benefit_activity_benefits" USING btree ("_parent_id");
  CREATE INDEX "_cop_v_version_benefit_activity_benefits_locale_idx" ON "_cop_v_version_benefit_activity_benefits" USING btree ("_locale");
  CREATE INDEX "_cop_v_version_benefit_activity_activities_order_idx" ON "_cop_v_version_benefit_activity_activities" USING btree ("_order");
  CREATE INDEX "_cop_v_version_benefit_activity_activities_parent_id_idx" ON "_cop_v_version_benefit_activity_activities" USING btree ("_parent_id");
  CREATE INDEX "_cop_v_version_benefit_activity_activities_locale_idx" ON "_cop_v_version_benefit_activity_activities" USING btree ("_locale");
  CREATE INDEX "_cop_v_version_intro_version_intro_image_idx" ON "_cop_v" USING btree ("version_intro_image_id");
  CREATE INDEX "_cop_v_version_highlight_version_highlight_image_idx" ON "_cop_v" USING btree ("version_highlight_image_id");
  CREATE INDEX "_cop_v_version_version__status_idx" ON "_cop_v" USING btree ("version__status");
  CREATE INDEX "_cop_v_created_at_idx" ON "_cop_v" USING btree ("created_at");
  CREATE INDEX "_cop_v_updated_at_idx" ON "_cop_v" USING btree ("updated_at");
  CREATE INDEX "_cop_v_snapshot_idx" ON "_cop_v" USING btree ("snapshot");
  CREATE INDEX "_cop_v_published_locale_idx" ON "_cop_v" USING btree ("published_locale");
  CREATE INDEX "_cop_v_latest_idx" ON "_cop_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_cop_v_locales_locale_parent_id_unique" ON "_cop_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cop_newsletters_fk" FOREIGN KEY ("cop_newsletters_id") REFERENCES "public"."cop_newsletters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_newsletter_files_fk" FOREIGN KEY ("newsletter_files_id") REFERENCES "public"."newsletter_files"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faq_categories_fk" FOREIGN KEY ("faq_categories_id") REFERENCES "public"."faq_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_faqs_fk" FOREIGN KEY ("faqs_id") REFERENCES "public"."faqs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_policy_pages_fk" FOREIGN KEY ("policy_pages_id") REFERENCES "public"."policy_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_project_documents_fk" FOREIGN KEY ("project_documents_id") REFERENCES "public"."project_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_resource_files_fk" FOREIGN KEY ("resource_files_id") REFERENCES "public"."resource_files"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_cop_newsletters_id_idx" ON "payload_locked_documents_rels" USING btree ("cop_newsletters_id");
  CREATE INDEX "payload_locked_documents_rels_newsletter_files_id_idx" ON "payload_locked_documents_rels" USING btree ("newsletter_files_id");
  CREATE INDEX "payload_locked_documents_rels_faq_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("faq_categories_id");
  CREATE INDEX "payload_locked_documents_rels_faqs_id_idx" ON "payload_locked_documents_rels" USING btree ("faqs_id");
  CREATE INDEX "payload_locked_documents_rels_policy_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("policy_pages_id");
  CREATE INDEX "payload_locked_documents_rels_project_documents_id_idx" ON "payload_locked_documents_rels" USING btree ("project_documents_id");
  CREATE INDEX "payload_locked_documents_rels_resource_files_id_idx" ON "payload_locked_documents_rels" USING btree ("resource_files_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cop_newsletters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop_newsletters_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_newsletters_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_newsletters_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "newsletter_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faq_categories_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faq_categories_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "faqs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_faqs_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "policy_pages_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_pages_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_policy_pages_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_documents" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "project_documents_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_project_documents_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_project_documents_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "resource_files" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outreach_page_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outreach_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "outreach_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_outreach_page_v_version_links" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_outreach_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_outreach_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop_purpose_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop_membership_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop_benefit_activity_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop_benefit_activity_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cop_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_v_version_purpose_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_v_version_membership_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_v_version_benefit_activity_benefits" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_v_version_benefit_activity_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_cop_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cop_newsletters" CASCADE;
  DROP TABLE "cop_newsletters_locales" CASCADE;
  DROP TABLE "_cop_newsletters_v" CASCADE;
  DROP TABLE "_cop_newsletters_v_locales" CASCADE;
  DROP TABLE "newsletter_files" CASCADE;
  DROP TABLE "faq_categories" CASCADE;
  DROP TABLE "faq_categories_locales" CASCADE;
  DROP TABLE "_faq_categories_v" CASCADE;
  DROP TABLE "_faq_categories_v_locales" CASCADE;
  DROP TABLE "faqs" CASCADE;
  DROP TABLE "faqs_locales" CASCADE;
  DROP TABLE "_faqs_v" CASCADE;
  DROP TABLE "_faqs_v_locales" CASCADE;
  DROP TABLE "policy_pages" CASCADE;
  DROP TABLE "policy_pages_locales" CASCADE;
  DROP TABLE "_policy_pages_v" CASCADE;
  DROP TABLE "_policy_pages_v_locales" CASCADE;
  DROP TABLE "project_documents" CASCADE;
  DROP TABLE "project_documents_locales" CASCADE;
  DROP TABLE "_project_documents_v" CASCADE;
  DROP TABLE "_project_documents_v_locales" CASCADE;
  DROP TABLE "resource_files" CASCADE;
  DROP TABLE "outreach_page_links" CASCADE;
  DROP TABLE "outreach_page" CASCADE;
  DROP TABLE "outreach_page_locales" CASCADE;
  DROP TABLE "_outreach_page_v_version_links" CASCADE;
  DROP TABLE "_outreach_page_v" CASCADE;
  DROP TABLE "_outreach_page_v_locales" CASCADE;
  DROP TABLE "cop_purpose_points" CASCADE;
  DROP TABLE "cop_membership_steps" CASCADE;
  DROP TABLE "cop_benefit_activity_benefits" CASCADE;
  DROP TABLE "cop_benefit_activity_activities" CASCADE;
  DROP TABLE "cop" CASCADE;
  DROP TABLE "cop_locales" CASCADE;
  DROP TABLE "_cop_v_version_purpose_points" CASCADE;
  DROP TABLE "_cop_v_version_membership_steps" CASCADE;
  DROP TABLE "_cop_v_version_benefit_activity_benefits" CASCADE;
  DROP TABLE "_cop_v_version_benefit_activity_activities" CASCADE;
  DROP TABLE "_cop_v" CASCADE;
  DROP TABLE "_cop_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cop_newsletters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_newsletter_files_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faq_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_faqs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_policy_pages_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_project_documents_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_resource_files_fk";
  
  DROP INDEX "payload_locked_documents_rels_cop_newsletters_id_idx";
  DROP INDEX "payload_locked_documents_rels_newsletter_files_id_idx";
  DROP INDEX "payload_locked_documents_rels_faq_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_faqs_id_idx";
  DROP INDEX "payload_locked_documents_rels_policy_pages_id_idx";
  DROP INDEX "payload_locked_documents_rels_project_documents_id_idx";
  DROP INDEX "payload_locked_documents_rels_resource_files_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cop_newsletters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "newsletter_files_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faq_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "faqs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "policy_pages_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "project_documents_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "resource_files_id";
  DROP TYPE "public"."enum_cop_newsletters_status";
  DROP TYPE "public"."enum__cop_newsletters_v_version_status";
  DROP TYPE "public"."enum__cop_newsletters_v_published_locale";
  DROP TYPE "public"."enum_faq_categories_status";
  DROP TYPE "public"."enum__faq_categories_v_version_status";
  DROP TYPE "public"."enum__faq_categories_v_published_locale";
  DROP TYPE "public"."enum_faqs_status";
  DROP TYPE "public"."enum__faqs_v_version_status";
  DROP TYPE "public"."enum__faqs_v_published_locale";
  DROP TYPE "public"."enum_policy_pages_key";
  DROP TYPE "public"."enum_policy_pages_status";
  DROP TYPE "public"."enum__policy_pages_v_version_key";
  DROP TYPE "public"."enum__policy_pages_v_version_status";
  DROP TYPE "public"."enum__policy_pages_v_published_locale";
  DROP TYPE "public"."enum_project_documents_kind";
  DROP TYPE "public"."enum_project_documents_stage";
  DROP TYPE "public"."enum_project_documents_status";
  DROP TYPE "public"."enum__project_documents_v_version_kind";
  DROP TYPE "public"."enum__project_documents_v_version_stage";
  DROP TYPE "public"."enum__project_documents_v_version_status";
  DROP TYPE "public"."enum__project_documents_v_published_locale";
  DROP TYPE "public"."enum_outreach_page_status";
  DROP TYPE "public"."enum__outreach_page_v_version_status";
  DROP TYPE "public"."enum__outreach_page_v_published_locale";
  DROP TYPE "public"."enum_cop_status";
  DROP TYPE "public"."enum__cop_v_version_status";
  DROP TYPE "public"."enum__cop_v_published_locale";`)
}
