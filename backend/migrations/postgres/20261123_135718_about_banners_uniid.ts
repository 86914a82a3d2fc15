import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_banners_placement" AS ENUM('home-slider', 'about-us', 'expertise', 'advocacy', 'uniid', 'education', 'research', 'e-library', 'outreach', 'event', 'capacity-building', 'cp3p');
  CREATE TYPE "public"."enum_banners_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_version_placement" AS ENUM('home-slider', 'about-us', 'expertise', 'advocacy', 'uniid', 'education', 'research', 'e-library', 'outreach', 'event', 'capacity-building', 'cp3p');
  CREATE TYPE "public"."enum__banners_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__banners_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_universities_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__universities_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__universities_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_about_work_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum_about_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_work_v_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum__about_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__about_page_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_expertise_areas_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum_expertise_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__expertise_areas_v_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum__expertise_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__expertise_page_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_advocacy_areas_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum_advocacy_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__advocacy_areas_v_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum__advocacy_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__advocacy_page_v_published_locale" AS ENUM('id', 'en');
  CREATE TYPE "public"."enum_uniid_activities_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum_uniid_page_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__uniid_activities_v_icon" AS ENUM('finance', 'partnership', 'guarantee', 'risk', 'policy', 'regional', 'learning', 'research', 'sustainability', 'network');
  CREATE TYPE "public"."enum__uniid_page_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__uniid_page_v_published_locale" AS ENUM('id', 'en');
  CREATE TABLE "banners" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"placement" "enum_banners_placement" DEFAULT 'home-slider',
  	"image_id" integer,
  	"link" varchar,
  	"order" numeric DEFAULT 0,
  	"active" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_banners_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "banners_locales" (
  	"title" varchar,
  	"subtitle" varchar,
  	"link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_banners_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_placement" "enum__banners_v_version_placement" DEFAULT 'home-slider',
  	"version_image_id" integer,
  	"version_link" varchar,
  	"version_order" numeric DEFAULT 0,
  	"version_active" boolean DEFAULT true,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__banners_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__banners_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_banners_v_locales" (
  	"version_title" varchar,
  	"version_subtitle" varchar,
  	"version_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "universities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"logo_id" integer,
  	"city" varchar,
  	"website" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_universities_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_universities_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_logo_id" integer,
  	"version_city" varchar,
  	"version_website" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__universities_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__universities_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "about_missions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "about_missions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_work" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_about_work_icon" DEFAULT 'learning',
  	"image_id" integer
  );
  
  CREATE TABLE "about_work_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_awards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"image_id" integer
  );
  
  CREATE TABLE "about_awards_locales" (
  	"title" varchar,
  	"issuer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_partners" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"url" varchar
  );
  
  CREATE TABLE "about_partners_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_advisors" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "about_advisors_locales" (
  	"position" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "about_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"ceo_notes_name" varchar,
  	"ceo_notes_photo_id" integer,
  	"our_purpose_image_id" integer,
  	"_status" "enum_about_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "about_page_locales" (
  	"ceo_notes_title" varchar,
  	"ceo_notes_position" varchar,
  	"ceo_notes_quote" varchar,
  	"ceo_notes_body" jsonb,
  	"our_purpose_title" varchar,
  	"our_purpose_statement" varchar,
  	"our_purpose_body" jsonb,
  	"vision_mission_title" varchar,
  	"vision_mission_vision" varchar,
  	"what_we_do_title" varchar,
  	"what_we_do_intro" varchar,
  	"awards_title" varchar,
  	"awards_intro" varchar,
  	"partnership_title" varchar,
  	"partnership_intro" varchar,
  	"academic_advisor_title" varchar,
  	"academic_advisor_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_missions_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_missions_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_work_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__about_work_v_icon" DEFAULT 'learning',
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_work_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_awards_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"year" numeric,
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_awards_v_locales" (
  	"title" varchar,
  	"issuer" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_partners_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"logo_id" integer,
  	"url" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_partners_v_locales" (
  	"name" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_advisors_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_about_advisors_v_locales" (
  	"position" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_about_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_ceo_notes_name" varchar,
  	"version_ceo_notes_photo_id" integer,
  	"version_our_purpose_image_id" integer,
  	"version__status" "enum__about_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__about_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_about_page_v_locales" (
  	"version_ceo_notes_title" varchar,
  	"version_ceo_notes_position" varchar,
  	"version_ceo_notes_quote" varchar,
  	"version_ceo_notes_body" jsonb,
  	"version_our_purpose_title" varchar,
  	"version_our_purpose_statement" varchar,
  	"version_our_purpose_body" jsonb,
  	"version_vision_mission_title" varchar,
  	"version_vision_mission_vision" varchar,
  	"version_what_we_do_title" varchar,
  	"version_what_we_do_intro" varchar,
  	"version_awards_title" varchar,
  	"version_awards_intro" varchar,
  	"version_partnership_title" varchar,
  	"version_partnership_intro" varchar,
  	"version_academic_advisor_title" varchar,
  	"version_academic_advisor_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "expertise_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_expertise_areas_icon" DEFAULT 'learning',
  	"image_id" integer
  );
  
  CREATE TABLE "expertise_areas_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "expertise_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_link" varchar,
  	"_status" "enum_expertise_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "expertise_page_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_expertise_areas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__expertise_areas_v_icon" DEFAULT 'learning',
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_expertise_areas_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_expertise_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cta_link" varchar,
  	"version__status" "enum__expertise_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__expertise_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_expertise_page_v_locales" (
  	"version_headline" varchar,
  	"version_intro" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "advocacy_areas" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_advocacy_areas_icon" DEFAULT 'learning',
  	"image_id" integer
  );
  
  CREATE TABLE "advocacy_areas_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "advocacy_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"cta_link" varchar,
  	"_status" "enum_advocacy_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "advocacy_page_locales" (
  	"headline" varchar,
  	"intro" varchar,
  	"cta_title" varchar,
  	"cta_text" varchar,
  	"cta_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_advocacy_areas_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__advocacy_areas_v_icon" DEFAULT 'learning',
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_advocacy_areas_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_advocacy_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_cta_link" varchar,
  	"version__status" "enum__advocacy_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__advocacy_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_advocacy_page_v_locales" (
  	"version_headline" varchar,
  	"version_intro" varchar,
  	"version_cta_title" varchar,
  	"version_cta_text" varchar,
  	"version_cta_link_label" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "uniid_missions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "uniid_missions_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniid_activities" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_uniid_activities_icon" DEFAULT 'learning',
  	"image_id" integer
  );
  
  CREATE TABLE "uniid_activities_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "uniid_page" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"highlight_image_id" integer,
  	"highlight_link" varchar,
  	"intro_image_id" integer,
  	"_status" "enum_uniid_page_status" DEFAULT 'draft',
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "uniid_page_locales" (
  	"highlight_title" varchar,
  	"highlight_subtitle" varchar,
  	"highlight_link_label" varchar,
  	"intro_title" varchar,
  	"intro_body" jsonb,
  	"our_vision_title" varchar,
  	"our_vision_text" varchar,
  	"our_mission_title" varchar,
  	"activity_title" varchar,
  	"activity_intro" varchar,
  	"university_listing_title" varchar,
  	"university_listing_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniid_missions_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniid_missions_v_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniid_activities_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__uniid_activities_v_icon" DEFAULT 'learning',
  	"image_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_uniid_activities_v_locales" (
  	"title" varchar,
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "_uniid_page_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"version_highlight_image_id" integer,
  	"version_highlight_link" varchar,
  	"version_intro_image_id" integer,
  	"version__status" "enum__uniid_page_v_version_status" DEFAULT 'draft',
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"snapshot" boolean,
  	"published_locale" "enum__uniid_page_v_published_locale",
  	"latest" boolean
  );
  
  CREATE TABLE "_uniid_page_v_locales" (
  	"version_highlight_title" varchar,
  	"version_highlight_subtitle" varchar,
  	"version_highlight_link_label" varchar,
  	"version_intro_title" varchar,
  	"version_intro_body" jsonb,
  	"version_our_vision_title" varchar,
  	"version_our_vision_text" varchar,
  	"version_our_mission_title" varchar,
  	"version_activity_title" varchar,
  	"version_activity_intro" varchar,
  	"version_university_listing_title" varchar,
  	"version_university_listing_intro" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "banners_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "universities_id" integer;
  ALTER TABLE "banners" ADD CONSTRAINT "banners_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "banners_locales" ADD CONSTRAINT "banners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_parent_id_banners_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."banners"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v" ADD CONSTRAINT "_banners_v_version_image_id_media_id_fk" FOREIGN KEY ("version_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_banners_v_locales" ADD CONSTRAINT "_banners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_banners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "universities" ADD CONSTRAINT "universities_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_universities_v" ADD CONSTRAINT "_universities_v_parent_id_universities_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."universities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_universities_v" ADD CONSTRAINT "_universities_v_version_logo_id_media_id_fk" FOREIGN KEY ("version_logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_missions" ADD CONSTRAINT "about_missions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_missions_locales" ADD CONSTRAINT "about_missions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_missions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_work" ADD CONSTRAINT "about_work_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_work" ADD CONSTRAINT "about_work_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_work_locales" ADD CONSTRAINT "about_work_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_work"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_awards" ADD CONSTRAINT "about_awards_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_awards" ADD CONSTRAINT "about_awards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_awards_locales" ADD CONSTRAINT "about_awards_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_awards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_partners" ADD CONSTRAINT "about_partners_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_partners" ADD CONSTRAINT "about_partners_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_partners_locales" ADD CONSTRAINT "about_partners_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_partners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_advisors" ADD CONSTRAINT "about_advisors_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_advisors" ADD CONSTRAINT "about_advisors_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_advisors_locales" ADD CONSTRAINT "about_advisors_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_advisors"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_ceo_notes_photo_id_media_id_fk" FOREIGN KEY ("ceo_notes_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page" ADD CONSTRAINT "about_page_our_purpose_image_id_media_id_fk" FOREIGN KEY ("our_purpose_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "about_page_locales" ADD CONSTRAINT "about_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."about_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_missions_v" ADD CONSTRAINT "_about_missions_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_missions_v_locales" ADD CONSTRAINT "_about_missions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_missions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_work_v" ADD CONSTRAINT "_about_work_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_work_v" ADD CONSTRAINT "_about_work_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_work_v_locales" ADD CONSTRAINT "_about_work_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_work_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_awards_v" ADD CONSTRAINT "_about_awards_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_awards_v" ADD CONSTRAINT "_about_awards_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_awards_v_locales" ADD CONSTRAINT "_about_awards_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_awards_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_partners_v" ADD CONSTRAINT "_about_partners_v_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_partners_v" ADD CONSTRAINT "_about_partners_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_partners_v_locales" ADD CONSTRAINT "_about_partners_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_partners_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_advisors_v" ADD CONSTRAINT "_about_advisors_v_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_advisors_v" ADD CONSTRAINT "_about_advisors_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_advisors_v_locales" ADD CONSTRAINT "_about_advisors_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_advisors_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_ceo_notes_photo_id_media_id_fk" FOREIGN KEY ("version_ceo_notes_photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v" ADD CONSTRAINT "_about_page_v_version_our_purpose_image_id_media_id_fk" FOREIGN KEY ("version_our_purpose_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_about_page_v_locales" ADD CONSTRAINT "_about_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_about_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expertise_areas" ADD CONSTRAINT "expertise_areas_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "expertise_areas" ADD CONSTRAINT "expertise_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expertise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expertise_areas_locales" ADD CONSTRAINT "expertise_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expertise_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "expertise_page_locales" ADD CONSTRAINT "expertise_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."expertise_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_expertise_areas_v" ADD CONSTRAINT "_expertise_areas_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_expertise_areas_v" ADD CONSTRAINT "_expertise_areas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expertise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_expertise_areas_v_locales" ADD CONSTRAINT "_expertise_areas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expertise_areas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_expertise_page_v_locales" ADD CONSTRAINT "_expertise_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_expertise_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advocacy_areas" ADD CONSTRAINT "advocacy_areas_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "advocacy_areas" ADD CONSTRAINT "advocacy_areas_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."advocacy_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advocacy_areas_locales" ADD CONSTRAINT "advocacy_areas_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."advocacy_areas"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "advocacy_page_locales" ADD CONSTRAINT "advocacy_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."advocacy_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_advocacy_areas_v" ADD CONSTRAINT "_advocacy_areas_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_advocacy_areas_v" ADD CONSTRAINT "_advocacy_areas_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_advocacy_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_advocacy_areas_v_locales" ADD CONSTRAINT "_advocacy_areas_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_advocacy_areas_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_advocacy_page_v_locales" ADD CONSTRAINT "_advocacy_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_advocacy_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniid_missions" ADD CONSTRAINT "uniid_missions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniid_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniid_missions_locales" ADD CONSTRAINT "uniid_missions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniid_missions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniid_activities" ADD CONSTRAINT "uniid_activities_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uniid_activities" ADD CONSTRAINT "uniid_activities_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniid_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniid_activities_locales" ADD CONSTRAINT "uniid_activities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniid_activities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "uniid_page" ADD CONSTRAINT "uniid_page_highlight_image_id_media_id_fk" FOREIGN KEY ("highlight_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uniid_page" ADD CONSTRAINT "uniid_page_intro_image_id_media_id_fk" FOREIGN KEY ("intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "uniid_page_locales" ADD CONSTRAINT "uniid_page_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."uniid_page"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniid_missions_v" ADD CONSTRAINT "_uniid_missions_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniid_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniid_missions_v_locales" ADD CONSTRAINT "_uniid_missions_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniid_missions_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniid_activities_v" ADD CONSTRAINT "_uniid_activities_v_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_uniid_activities_v" ADD CONSTRAINT "_uniid_activities_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniid_page_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniid_activities_v_locales" ADD CONSTRAINT "_uniid_activities_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniid_activities_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_uniid_page_v" ADD CONSTRAINT "_uniid_page_v_version_highlight_image_id_media_id_fk" FOREIGN KEY ("version_highlight_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_uniid_page_v" ADD CONSTRAINT "_uniid_page_v_version_intro_image_id_media_id_fk" FOREIGN KEY ("version_intro_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_uniid_page_v_locales" ADD CONSTRAINT "_uniid_page_v_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_uniid_page_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "banners_placement_idx" ON "banners" USING btree ("placement");
  CREATE INDEX "banners_image_idx" ON "banners" USING btree ("image_id");
  CREATE INDEX "banners_order_idx" ON "banners" USING btree ("order");
  CREATE INDEX "banners_active_idx" ON "banners" USING btree ("active");
  CREATE INDEX "banners_updated_at_idx" ON "banners" USING btree ("updated_at");
  CREATE INDEX "banners_created_at_idx" ON "banners" USING btree ("created_at");
  CREATE INDEX "banners__status_idx" ON "banners" USING btree ("_status");
  CREATE UNIQUE INDEX "banners_locales_locale_parent_id_unique" ON "banners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_banners_v_parent_idx" ON "_banners_v" USING btree ("parent_id");
  CREATE INDEX "_banners_v_version_version_placement_idx" ON "_banners_v" USING btree ("version_placement");
  CREATE INDEX "_banners_v_version_version_image_idx" ON "_banners_v" USING btree ("version_image_id");
  CREATE INDEX "_banners_v_version_version_order_idx" ON "_banners_v" USING btree ("version_order");
  CREATE INDEX "_banners_v_version_version_active_idx" ON "_banners_v" USING btree ("version_active");
  CREATE INDEX "_banners_v_version_version_updated_at_idx" ON "_banners_v" USING btree ("version_updated_at");
  CREATE INDEX "_banners_v_version_version_created_at_idx" ON "_banners_v" USING btree ("version_created_at");
  CREATE INDEX "_banners_v_version_version__status_idx" ON "_banners_v" USING btree ("version__status");
  CREATE INDEX "_banners_v_created_at_idx" ON "_banners_v" USING btree ("created_at");
  CREATE INDEX "_banners_v_updated_at_idx" ON "_banners_v" USING btree ("updated_at");
  CREATE INDEX "_banners_v_snapshot_idx" ON "_banners_v" USING btree ("snapshot");
  CREATE INDEX "_banners_v_published_locale_idx" ON "_banners_v" USING btree ("published_locale");
  CREATE INDEX "_banners_v_latest_idx" ON "_banners_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_banners_v_locales_locale_parent_id_unique" ON "_banners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "universities_name_idx" ON "universities" USING btree ("name");
  CREATE INDEX "universities_logo_idx" ON "universities" USING btree ("logo_id");
  CREATE INDEX "universities_updated_at_idx" ON "universities" USING btree ("updated_at");
  CREATE INDEX "universities_created_at_idx" ON "universities" USING btree ("created_at");
  CREATE INDEX "universities__status_idx" ON "universities" USING btree ("_status");
  CREATE INDEX "_universities_v_parent_idx" ON "_universities_v" USING btree ("parent_id");
  CREATE INDEX "_universities_v_version_version_name_idx" ON "_universities_v" USING btree ("version_name");
  CREATE INDEX "_universities_v_version_version_logo_idx" ON "_universities_v" USING btree ("version_logo_id");
  CREATE INDEX "_universities_v_version_version_updated_at_idx" ON "_universities_v" USING btree ("version_updated_at");
  CREATE INDEX "_universities_v_version_version_created_at_idx" ON "_universities_v" USING btree ("version_created_at");
  CREATE INDEX "_universities_v_version_version__status_idx" ON "_universities_v" USING btree ("version__status");
  CREATE INDEX "_universities_v_created_at_idx" ON "_universities_v" USING btree ("created_at");
  CREATE INDEX "_universities_v_updated_at_idx" ON "_universities_v" USING btree ("updated_at");
  CREATE INDEX "_universities_v_snapshot_idx" ON "_universities_v" USING btree ("snapshot");
  CREATE INDEX "_universities_v_published_locale_idx" ON "_universities_v" USING btree ("published_locale");
  CREATE INDEX "_universities_v_latest_idx" ON "_universities_v" USING btree ("latest");
  CREATE INDEX "about_missions_order_idx" ON "about_missions" USING btree ("_order");
  CREATE INDEX "about_missions_parent_id_idx" ON "about_missions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "about_missions_locales_locale_parent_id_unique" ON "about_missions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_work_order_idx" ON "about_work" USING btree ("_order");
  CREATE INDEX "about_work_parent_id_idx" ON "about_work" USING btree ("_parent_id");
  CREATE INDEX "about_work_image_idx" ON "about_work" USING btree ("image_id");
  CREATE UNIQUE INDEX "about_work_locales_locale_parent_id_unique" ON "about_work_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_awards_order_idx" ON "about_awards" USING btree ("_order");
  CREATE INDEX "about_awards_parent_id_idx" ON "about_awards" USING btree ("_parent_id");
  CREATE INDEX "about_awards_image_idx" ON "about_awards" USING btree ("image_id");
  CREATE UNIQUE INDEX "about_awards_locales_locale_parent_id_unique" ON "about_awards_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_partners_order_idx" ON "about_partners" USING btree ("_order");
  CREATE INDEX "about_partners_parent_id_idx" ON "about_partners" USING btree ("_parent_id");
  CREATE INDEX "about_partners_logo_idx" ON "about_partners" USING btree ("logo_id");
  CREATE UNIQUE INDEX "about_partners_locales_locale_parent_id_unique" ON "about_partners_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_advisors_order_idx" ON "about_advisors" USING btree ("_order");
  CREATE INDEX "about_advisors_parent_id_idx" ON "about_advisors" USING btree ("_parent_id");
  CREATE INDEX "about_advisors_photo_idx" ON "about_advisors" USING btree ("photo_id");
  CREATE UNIQUE INDEX "about_advisors_locales_locale_parent_id_unique" ON "about_advisors_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "about_page_ceo_notes_ceo_notes_photo_idx" ON "about_page" USING btree ("ceo_notes_photo_id");
  CREATE INDEX "about_page_our_purpose_our_purpose_image_idx" ON "about_page" USING btree ("our_purpose_image_id");
  CREATE INDEX "about_page__status_idx" ON "about_page" USING btree ("_status");
  CREATE UNIQUE INDEX "about_page_locales_locale_parent_id_unique" ON "about_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_missions_v_order_idx" ON "_about_missions_v" USING btree ("_order");
  CREATE INDEX "_about_missions_v_parent_id_idx" ON "_about_missions_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_about_missions_v_locales_locale_parent_id_unique" ON "_about_missions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_work_v_order_idx" ON "_about_work_v" USING btree ("_order");
  CREATE INDEX "_about_work_v_parent_id_idx" ON "_about_work_v" USING btree ("_parent_id");
  CREATE INDEX "_about_work_v_image_idx" ON "_about_work_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_about_work_v_locales_locale_parent_id_unique" ON "_about_work_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_awards_v_order_idx" ON "_about_awards_v" USING btree ("_order");
  CREATE INDEX "_about_awards_v_parent_id_idx" ON "_about_awards_v" USING btree ("_parent_id");
  CREATE INDEX "_about_awards_v_image_idx" ON "_about_awards_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_about_awards_v_locales_locale_parent_id_unique" ON "_about_awards_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_partners_v_order_idx" ON "_about_partners_v" USING btree ("_order");
  CREATE INDEX "_about_partners_v_parent_id_idx" ON "_about_partners_v" USING btree ("_parent_id");
  CREATE INDEX "_about_partners_v_logo_idx" ON "_about_partners_v" USING btree ("logo_id");
  CREATE UNIQUE INDEX "_about_partners_v_locales_locale_parent_id_unique" ON "_about_partners_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_advisors_v_order_idx" ON "_about_advisors_v" USING btree ("_order");
  CREATE INDEX "_about_advisors_v_parent_id_idx" ON "_about_advisors_v" USING btree ("_parent_id");
  CREATE INDEX "_about_advisors_v_photo_idx" ON "_about_advisors_v" USING btree ("photo_id");
  CREATE UNIQUE INDEX "_about_advisors_v_locales_locale_parent_id_unique" ON "_about_advisors_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_about_page_v_version_ceo_notes_version_ceo_notes_photo_idx" ON "_about_page_v" USING btree ("version_ceo_notes_photo_id");
  CREATE INDEX "_about_page_v_version_our_purpose_version_our_purpose_im_idx" ON "_about_page_v" USING btree ("version_our_purpose_image_id");
  CREATE INDEX "_about_page_v_version_version__status_idx" ON "_about_page_v" USING btree ("version__status");
  CREATE INDEX "_about_page_v_created_at_idx" ON "_about_page_v" USING btree ("created_at");
  CREATE INDEX "_about_page_v_updated_at_idx" ON "_about_page_v" USING btree ("updated_at");
  CREATE INDEX "_about_page_v_snapshot_idx" ON "_about_page_v" USING btree ("snapshot");
  CREATE INDEX "_about_page_v_published_locale_idx" ON "_about_page_v" USING btree ("published_locale");
  CREATE INDEX "_about_page_v_latest_idx" ON "_about_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_about_page_v_locales_locale_parent_id_unique" ON "_about_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "expertise_areas_order_idx" ON "expertise_areas" USING btree ("_order");
  CREATE INDEX "expertise_areas_parent_id_idx" ON "expertise_areas" USING btree ("_parent_id");
  CREATE INDEX "expertise_areas_image_idx" ON "expertise_areas" USING btree ("image_id");
  CREATE UNIQUE INDEX "expertise_areas_locales_locale_parent_id_unique" ON "expertise_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "expertise_page__status_idx" ON "expertise_page" USING btree ("_status");
  CREATE UNIQUE INDEX "expertise_page_locales_locale_parent_id_unique" ON "expertise_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_expertise_areas_v_order_idx" ON "_expertise_areas_v" USING btree ("_order");
  CREATE INDEX "_expertise_areas_v_parent_id_idx" ON "_expertise_areas_v" USING btree ("_parent_id");
  CREATE INDEX "_expertise_areas_v_image_idx" ON "_expertise_areas_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_expertise_areas_v_locales_locale_parent_id_unique" ON "_expertise_areas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_expertise_page_v_version_version__status_idx" ON "_expertise_page_v" USING btree ("version__status");
  CREATE INDEX "_expertise_page_v_created_at_idx" ON "_expertise_page_v" USING btree ("created_at");
  CREATE INDEX "_expertise_page_v_updated_at_idx" ON "_expertise_page_v" USING btree ("updated_at");
  CREATE INDEX "_expertise_page_v_snapshot_idx" ON "_expertise_page_v" USING btree ("snapshot");
  CREATE INDEX "_expertise_page_v_published_locale_idx" ON "_expertise_page_v" USING btree ("published_locale");
  CREATE INDEX "_expertise_page_v_latest_idx" ON "_expertise_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_expertise_page_v_locales_locale_parent_id_unique" ON "_expertise_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "advocacy_areas_order_idx" ON "advocacy_areas" USING btree ("_order");
  CREATE INDEX "advocacy_areas_parent_id_idx" ON "advocacy_areas" USING btree ("_parent_id");
  CREATE INDEX "advocacy_areas_image_idx" ON "advocacy_areas" USING btree ("image_id");
  CREATE UNIQUE INDEX "advocacy_areas_locales_locale_parent_id_unique" ON "advocacy_areas_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "advocacy_page__status_idx" ON "advocacy_page" USING btree ("_status");
  CREATE UNIQUE INDEX "advocacy_page_locales_locale_parent_id_unique" ON "advocacy_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_advocacy_areas_v_order_idx" ON "_advocacy_areas_v" USING btree ("_order");
  CREATE INDEX "_advocacy_areas_v_parent_id_idx" ON "_advocacy_areas_v" USING btree ("_parent_id");
  CREATE INDEX "_advocacy_areas_v_image_idx" ON "_advocacy_areas_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_advocacy_areas_v_locales_locale_parent_id_unique" ON "_advocacy_areas_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_advocacy_page_v_version_version__status_idx" ON "_advocacy_page_v" USING btree ("version__status");
  CREATE INDEX "_advocacy_page_v_created_at_idx" ON "_advocacy_page_v" USING btree ("created_at");
  CREATE INDEX "_advocacy_page_v_updated_at_idx" ON "_advocacy_page_v" USING btree ("updated_at");
  CREATE INDEX "_advocacy_page_v_snapshot_idx" ON "_advocacy_page_v" USING btree ("snapshot");
  CREATE INDEX "_advocacy_page_v_published_locale_idx" ON "_advocacy_page_v" USING btree ("published_locale");
  CREATE INDEX "_advocacy_page_v_latest_idx" ON "_advocacy_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_advocacy_page_v_locales_locale_parent_id_unique" ON "_advocacy_page_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "uniid_missions_order_idx" ON "uniid_missions" USING btree ("_order");
  CREATE INDEX "uniid_missions_parent_id_idx" ON "uniid_missions" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "uniid_missions_locales_locale_parent_id_unique" ON "uniid_missions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "uniid_activities_order_idx" ON "uniid_activities" USING btree ("_order");
  CREATE INDEX "uniid_activities_parent_id_idx" ON "uniid_activities" USING btree ("_parent_id");
  CREATE INDEX "uniid_activities_image_idx" ON "uniid_activities" USING btree ("image_id");
  CREATE UNIQUE INDEX "uniid_activities_locales_locale_parent_id_unique" ON "uniid_activities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "uniid_page_highlight_highlight_image_idx" ON "uniid_page" USING btree ("highlight_image_id");
  CREATE INDEX "uniid_page_intro_intro_image_idx" ON "uniid_page" USING btree ("intro_image_id");
  CREATE INDEX "uniid_page__status_idx" ON "uniid_page" USING btree ("_status");
  CREATE UNIQUE INDEX "uniid_page_locales_locale_parent_id_unique" ON "uniid_page_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_uniid_missions_v_order_idx" ON "_uniid_missions_v" USING btree ("_order");
  CREATE INDEX "_uniid_missions_v_parent_id_idx" ON "_uniid_missions_v" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "_uniid_missions_v_locales_locale_parent_id_unique" ON "_uniid_missions_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_uniid_activities_v_order_idx" ON "_uniid_activities_v" USING btree ("_order");
  CREATE INDEX "_uniid_activities_v_parent_id_idx" ON "_uniid_activities_v" USING btree ("_parent_id");
  CREATE INDEX "_uniid_activities_v_image_idx" ON "_uniid_activities_v" USING btree ("image_id");
  CREATE UNIQUE INDEX "_uniid_activities_v_locales_locale_parent_id_unique" ON "_uniid_activities_v_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "_uniid_page_v_version_highlight_version_highlight_image_idx" ON "_uniid_page_v" USING btree ("version_highlight_image_id");
  CREATE INDEX "_uniid_page_v_version_intro_version_intro_image_idx" ON "_uniid_page_v" USING btree ("version_intro_image_id");
  CREATE INDEX "_uniid_page_v_version_version__status_idx" ON "_uniid_page_v" USING btree ("version__status");
  CREATE INDEX "_uniid_page_v_created_at_idx" ON "_uniid_page_v" USING btree ("created_at");
  CREATE INDEX "_uniid_page_v_updated_at_idx" ON "_uniid_page_v" USING btree ("updated_at");
  CREATE INDEX "_uniid_page_v_snapshot_idx" ON "_uniid_page_v" USING btree ("snapshot");
  CREATE INDEX "_uniid_page_v_published_locale_idx" ON "_uniid_page_v" USING btree ("published_locale");
  CREATE INDEX "_uniid_page_v_latest_idx" ON "_uniid_page_v" USING btree ("latest");
  CREATE UNIQUE INDEX "_uniid_page_v_locales_locale_parent_id_unique" ON "_uniid_page_v_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_banners_fk" FOREIGN KEY ("banners_id") REFERENCES "public"."banners"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_universities_fk" FOREIGN KEY ("universities_id") REFERENCES "public"."universities"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_banners_id_idx" ON "payload_locked_documents_rels" USING btree ("banners_id");
  CREATE INDEX "payload_locked_documents_rels_universities_id_idx" ON "payload_locked_documents_rels" USING btree ("universities_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "banners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "banners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_banners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "universities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_universities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_missions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_missions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_work" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_work_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_awards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_awards_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_partners" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_partners_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_advisors" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_advisors_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "about_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_missions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_missions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_work_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_work_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_awards_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_awards_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_partners_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_partners_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_advisors_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_advisors_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_about_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expertise_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expertise_areas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expertise_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "expertise_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expertise_areas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expertise_areas_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expertise_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_expertise_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "advocacy_areas" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "advocacy_areas_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "advocacy_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "advocacy_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_advocacy_areas_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_advocacy_areas_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_advocacy_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_advocacy_page_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniid_missions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniid_missions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniid_activities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniid_activities_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniid_page" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "uniid_page_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniid_missions_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniid_missions_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniid_activities_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniid_activities_v_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniid_page_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_uniid_page_v_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "banners" CASCADE;
  DROP TABLE "banners_locales" CASCADE;
  DROP TABLE "_banners_v" CASCADE;
  DROP TABLE "_banners_v_locales" CASCADE;
  DROP TABLE "universities" CASCADE;
  DROP TABLE "_universities_v" CASCADE;
  DROP TABLE "about_missions" CASCADE;
  DROP TABLE "about_missions_locales" CASCADE;
  DROP TABLE "about_work" CASCADE;
  DROP TABLE "about_work_locales" CASCADE;
  DROP TABLE "about_awards" CASCADE;
  DROP TABLE "about_awards_locales" CASCADE;
  DROP TABLE "about_partners" CASCADE;
  DROP TABLE "about_partners_locales" CASCADE;
  DROP TABLE "about_advisors" CASCADE;
  DROP TABLE "about_advisors_locales" CASCADE;
  DROP TABLE "about_page" CASCADE;
  DROP TABLE "about_page_locales" CASCADE;
  DROP TABLE "_about_missions_v" CASCADE;
  DROP TABLE "_about_missions_v_locales" CASCADE;
  DROP TABLE "_about_work_v" CASCADE;
  DROP TABLE "_about_work_v_locales" CASCADE;
  DROP TABLE "_about_awards_v" CASCADE;
  DROP TABLE "_about_awards_v_locales" CASCADE;
  DROP TABLE "_about_partners_v" CASCADE;
  DROP TABLE "_about_partners_v_locales" CASCADE;
  DROP TABLE "_about_advisors_v" CASCADE;
  DROP TABLE "_about_advisors_v_locales" CASCADE;
  DROP TABLE "_about_page_v" CASCADE;
  DROP TABLE "_about_page_v_locales" CASCADE;
  DROP TABLE "expertise_areas" CASCADE;
  DROP TABLE "expertise_areas_locales" CASCADE;
  DROP TABLE "expertise_page" CASCADE;
  DROP TABLE "expertise_page_locales" CASCADE;
  DROP TABLE "_expertise_areas_v" CASCADE;
  DROP TABLE "_expertise_areas_v_locales" CASCADE;
  DROP TABLE "_expertise_page_v" CASCADE;
  DROP TABLE "_expertise_page_v_locales" CASCADE;
  DROP TABLE "advocacy_areas" CASCADE;
  DROP TABLE "advocacy_areas_locales" CASCADE;
  DROP TABLE "advocacy_page" CASCADE;
  DROP TABLE "advocacy_page_locales" CASCADE;
  DROP TABLE "_advocacy_areas_v" CASCADE;
  DROP TABLE "_advocacy_areas_v_locales" CASCADE;
  DROP TABLE "_advocacy_page_v" CASCADE;
  DROP TABLE "_advocacy_page_v_locales" CASCADE;
  DROP TABLE "uniid_missions" CASCADE;
  DROP TABLE "uniid_missions_locales" CASCADE;
  DROP TABLE "uniid_activities" CASCADE;
  DROP TABLE "uniid_activities_locales" CASCADE;
  DROP TABLE "uniid_page" CASCADE;
  DROP TABLE "uniid_page_locales" CASCADE;
  DROP TABLE "_uniid_missions_v" CASCADE;
  DROP TABLE "_uniid_missions_v_locales" CASCADE;
  DROP TABLE "_uniid_activities_v" CASCADE;
  DROP TABLE "_uniid_activities_v_locales" CASCADE;
  DROP TABLE "_uniid_page_v" CASCADE;
  DROP TABLE "_uniid_page_v_locales" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_banners_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_universities_fk";
  
  DROP INDEX "payload_locked_documents_rels_banners_id_idx";
  DROP INDEX "payload_locked_documents_rels_universities_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "banners_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "universities_id";
  DROP TYPE "public"."enum_banners_placement";
  DROP TYPE "public"."enum_banners_status";
  DROP TYPE "public"."enum__banners_v_version_placement";
  DROP TYPE "public"."enum__banners_v_version_status";
  DROP TYPE "public"."enum__banners_v_published_locale";
  DROP TYPE "public"."enum_universities_status";
  DROP TYPE "public"."enum__universities_v_version_status";
  DROP TYPE "public"."enum__universities_v_published_locale";
  DROP TYPE "public"."enum_about_work_icon";
  DROP TYPE "public"."enum_about_page_status";
  DROP TYPE "public"."enum__about_work_v_icon";
  DROP TYPE "public"."enum__about_page_v_version_status";
  DROP TYPE "public"."enum__about_page_v_published_locale";
  DROP TYPE "public"."enum_expertise_areas_icon";
  DROP TYPE "public"."enum_expertise_page_status";
  DROP TYPE "public"."enum__expertise_areas_v_icon";
  DROP TYPE "public"."enum__expertise_page_v_version_status";
  DROP TYPE "public"."enum__expertise_page_v_published_locale";
  DROP TYPE "public"."enum_advocacy_areas_icon";
  DROP TYPE "public"."enum_advocacy_page_status";
  DROP TYPE "public"."enum__advocacy_areas_v_icon";
  DROP TYPE "public"."enum__advocacy_page_v_version_status";
  DROP TYPE "public"."enum__advocacy_page_v_published_locale";
  DROP TYPE "public"."enum_uniid_activities_icon";
  DROP TYPE "public"."enum_uniid_page_status";
  DROP TYPE "public"."enum__uniid_activities_v_icon";
  DROP TYPE "public"."enum__uniid_page_v_version_status";
  DROP TYPE "public"."enum__uniid_page_v_published_locale";`)
}
