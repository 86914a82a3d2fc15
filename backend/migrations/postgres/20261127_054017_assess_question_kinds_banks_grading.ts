import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_assessments_questions_order_scoring" AS ENUM('share', 'all');
  CREATE TYPE "public"."enum_question_banks_questions_kind" AS ENUM('single', 'multiple', 'truefalse', 'matching', 'ordering', 'short', 'numerical', 'essay');
  CREATE TYPE "public"."enum_question_banks_questions_order_scoring" AS ENUM('share', 'all');
  ALTER TYPE "public"."enum_assessments_questions_kind" ADD VALUE 'matching';
  ALTER TYPE "public"."enum_assessments_questions_kind" ADD VALUE 'ordering';
  ALTER TYPE "public"."enum_assessments_questions_kind" ADD VALUE 'short';
  ALTER TYPE "public"."enum_assessments_questions_kind" ADD VALUE 'numerical';
  ALTER TYPE "public"."enum_assessments_questions_kind" ADD VALUE 'essay';
  CREATE TABLE "assessments_questions_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "assessments_questions_pairs_locales" (
  	"prompt" varchar,
  	"match" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "assessments_questions_accepted_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "assessments_questions_accepted_answers_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "assessments_draws" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"bank_id" integer NOT NULL,
  	"count" numeric DEFAULT 1 NOT NULL
  );
  
  CREATE TABLE "question_banks_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"correct" boolean DEFAULT false
  );
  
  CREATE TABLE "question_banks_questions_options_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "question_banks_questions_pairs" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "question_banks_questions_pairs_locales" (
  	"prompt" varchar,
  	"match" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "question_banks_questions_accepted_answers" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "question_banks_questions_accepted_answers_locales" (
  	"text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "question_banks_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_question_banks_questions_kind" DEFAULT 'single' NOT NULL,
  	"points" numeric DEFAULT 1,
  	"image_id" integer,
  	"order_scoring" "enum_question_banks_questions_order_scoring" DEFAULT 'share',
  	"numeric_answer" numeric,
  	"tolerance" numeric DEFAULT 0
  );
  
  CREATE TABLE "question_banks_questions_locales" (
  	"question" varchar NOT NULL,
  	"explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "question_banks" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"course_id" integer NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "question_banks_locales" (
  	"title" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  ALTER TABLE "assessments_questions_options_locales" ALTER COLUMN "text" DROP NOT NULL;
  ALTER TABLE "assessments_questions" ADD COLUMN "points" numeric DEFAULT 1;
  ALTER TABLE "assessments_questions" ADD COLUMN "order_scoring" "enum_assessments_questions_order_scoring" DEFAULT 'share';
  ALTER TABLE "assessments_questions" ADD COLUMN "numeric_answer" numeric;
  ALTER TABLE "assessments_questions" ADD COLUMN "tolerance" numeric DEFAULT 0;
  ALTER TABLE "assessments" ADD COLUMN "shuffle_questions" boolean DEFAULT false;
  ALTER TABLE "assessments" ADD COLUMN "shuffle_options" boolean DEFAULT false;
  ALTER TABLE "assessment_attempts" ADD COLUMN "awaiting_grading" boolean DEFAULT false;
  ALTER TABLE "assessment_attempts" ADD COLUMN "draw" jsonb;
  ALTER TABLE "assessment_answers" ADD COLUMN "kind" varchar;
  ALTER TABLE "assessment_answers" ADD COLUMN "credit" numeric;
  ALTER TABLE "assessment_answers" ADD COLUMN "graded_points" numeric;
  ALTER TABLE "assessment_answers" ADD COLUMN "feedback" varchar;
  ALTER TABLE "assessment_answers" ADD COLUMN "graded_at" timestamp(3) with time zone;
  ALTER TABLE "assessment_answers" ADD COLUMN "graded_by_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "question_banks_id" integer;
  ALTER TABLE "assessments_questions_pairs" ADD CONSTRAINT "assessments_questions_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_questions_pairs_locales" ADD CONSTRAINT "assessments_questions_pairs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_questions_accepted_answers" ADD CONSTRAINT "assessments_questions_accepted_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_questions_accepted_answers_locales" ADD CONSTRAINT "assessments_questions_accepted_answers_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions_accepted_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_draws" ADD CONSTRAINT "assessments_draws_bank_id_question_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."question_banks"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessments_draws" ADD CONSTRAINT "assessments_draws_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_options" ADD CONSTRAINT "question_banks_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_options_locales" ADD CONSTRAINT "question_banks_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_pairs" ADD CONSTRAINT "question_banks_questions_pairs_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_pairs_locales" ADD CONSTRAINT "question_banks_questions_pairs_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions_pairs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_accepted_answers" ADD CONSTRAINT "question_banks_questions_accepted_answers_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_accepted_answers_locales" ADD CONSTRAINT "question_banks_questions_accepted_answers_locales_parent__fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions_accepted_answers"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions" ADD CONSTRAINT "question_banks_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "question_banks_questions" ADD CONSTRAINT "question_banks_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks_questions_locales" ADD CONSTRAINT "question_banks_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "question_banks" ADD CONSTRAINT "question_banks_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "question_banks_locales" ADD CONSTRAINT "question_banks_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "assessments_questions_pairs_order_idx" ON "assessments_questions_pairs" USING btree ("_order");
  CREATE INDEX "assessments_questions_pairs_parent_id_idx" ON "assessments_questions_pairs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "assessments_questions_pairs_locales_locale_parent_id_unique" ON "assessments_questions_pairs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assessments_questions_accepted_answers_order_idx" ON "assessments_questions_accepted_answers" USING btree ("_order");
  CREATE INDEX "assessments_questions_accepted_answers_parent_id_idx" ON "assessments_questions_accepted_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "assessments_questions_accepted_answers_locales_locale_parent" ON "assessments_questions_accepted_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assessments_draws_order_idx" ON "assessments_draws" USING btree ("_order");
  CREATE INDEX "assessments_draws_parent_id_idx" ON "assessments_draws" USING btree ("_parent_id");
  CREATE INDEX "assessments_draws_bank_idx" ON "assessments_draws" USING btree ("bank_id");
  CREATE INDEX "question_banks_questions_options_order_idx" ON "question_banks_questions_options" USING btree ("_order");
  CREATE INDEX "question_banks_questions_options_parent_id_idx" ON "question_banks_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "question_banks_questions_options_locales_locale_parent_id_un" ON "question_banks_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "question_banks_questions_pairs_order_idx" ON "question_banks_questions_pairs" USING btree ("_order");
  CREATE INDEX "question_banks_questions_pairs_parent_id_idx" ON "question_banks_questions_pairs" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "question_banks_questions_pairs_locales_locale_parent_id_uniq" ON "question_banks_questions_pairs_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "question_banks_questions_accepted_answers_order_idx" ON "question_banks_questions_accepted_answers" USING btree ("_order");
  CREATE INDEX "question_banks_questions_accepted_answers_parent_id_idx" ON "question_banks_questions_accepted_answers" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "question_banks_questions_accepted_answers_locales_locale_par" ON "question_banks_questions_accepted_answers_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "question_banks_questions_order_idx" ON "question_banks_questions" USING btree ("_order");
  CREATE INDEX "question_banks_questions_parent_id_idx" ON "question_banks_questions" USING btree ("_parent_id");
  CREATE INDEX "question_banks_questions_image_idx" ON "question_banks_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "question_banks_questions_locales_locale_parent_id_unique" ON "question_banks_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "question_banks_course_idx" ON "question_banks" USING btree ("course_id");
  CREATE INDEX "question_banks_updated_at_idx" ON "question_banks" USING btree ("updated_at");
  CREATE INDEX "question_banks_created_at_idx" ON "question_banks" USING btree ("created_at");
  CREATE UNIQUE INDEX "question_banks_locales_locale_parent_id_unique" ON "question_banks_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_graded_by_id_users_id_fk" FOREIGN KEY ("graded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_question_banks_fk" FOREIGN KEY ("question_banks_id") REFERENCES "public"."question_banks"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "assessment_attempts_awaiting_grading_idx" ON "assessment_attempts" USING btree ("awaiting_grading");
  CREATE INDEX "assessment_answers_kind_idx" ON "assessment_answers" USING btree ("kind");
  CREATE INDEX "assessment_answers_graded_by_idx" ON "assessment_answers" USING btree ("graded_by_id");
  CREATE INDEX "payload_locked_documents_rels_question_banks_id_idx" ON "payload_locked_documents_rels" USING btree ("question_banks_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assessments_questions_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_questions_pairs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_questions_accepted_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_questions_accepted_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_draws" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_pairs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_pairs_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_accepted_answers" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_accepted_answers_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "question_banks_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "assessments_questions_pairs" CASCADE;
  DROP TABLE "assessments_questions_pairs_locales" CASCADE;
  DROP TABLE "assessments_questions_accepted_answers" CASCADE;
  DROP TABLE "assessments_questions_accepted_answers_locales" CASCADE;
  DROP TABLE "assessments_draws" CASCADE;
  DROP TABLE "question_banks_questions_options" CASCADE;
  DROP TABLE "question_banks_questions_options_locales" CASCADE;
  DROP TABLE "question_banks_questions_pairs" CASCADE;
  DROP TABLE "question_banks_questions_pairs_locales" CASCADE;
  DROP TABLE "question_banks_questions_accepted_answers" CASCADE;
  DROP TABLE "question_banks_questions_accepted_answers_locales" CASCADE;
  DROP TABLE "question_banks_questions" CASCADE;
  DROP TABLE "question_banks_questions_locales" CASCADE;
  DROP TABLE "question_banks" CASCADE;
  DROP TABLE "question_banks_locales" CASCADE;
  ALTER TABLE "assessment_answers" DROP CONSTRAINT "assessment_answers_graded_by_id_users_id_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_question_banks_fk";
  
  ALTER TABLE "assessments_questions" ALTER COLUMN "kind" SET DATA TYPE text;
  ALTER TABLE "assessments_questions" ALTER COLUMN "kind" SET DEFAULT 'single'::text;
  DROP TYPE "public"."enum_assessments_questions_kind";
  CREATE TYPE "public"."enum_assessments_questions_kind" AS ENUM('single', 'multiple', 'truefalse');
  ALTER TABLE "assessments_questions" ALTER COLUMN "kind" SET DEFAULT 'single'::"public"."enum_assessments_questions_kind";
  ALTER TABLE "assessments_questions" ALTER COLUMN "kind" SET DATA TYPE "public"."enum_assessments_questions_kind" USING "kind"::"public"."enum_assessments_questions_kind";
  DROP INDEX "assessment_attempts_awaiting_grading_idx";
  DROP INDEX "assessment_answers_kind_idx";
  DROP INDEX "assessment_answers_graded_by_idx";
  DROP INDEX "payload_locked_documents_rels_question_banks_id_idx";
  ALTER TABLE "assessments_questions_options_locales" ALTER COLUMN "text" SET NOT NULL;
  ALTER TABLE "assessments_questions" DROP COLUMN "points";
  ALTER TABLE "assessments_questions" DROP COLUMN "order_scoring";
  ALTER TABLE "assessments_questions" DROP COLUMN "numeric_answer";
  ALTER TABLE "assessments_questions" DROP COLUMN "tolerance";
  ALTER TABLE "assessments" DROP COLUMN "shuffle_questions";
  ALTER TABLE "assessments" DROP COLUMN "shuffle_options";
  ALTER TABLE "assessment_attempts" DROP COLUMN "awaiting_grading";
  ALTER TABLE "assessment_attempts" DROP COLUMN "draw";
  ALTER TABLE "assessment_answers" DROP COLUMN "kind";
  ALTER TABLE "assessment_answers" DROP COLUMN "credit";
  ALTER TABLE "assessment_answers" DROP COLUMN "graded_points";
  ALTER TABLE "assessment_answers" DROP COLUMN "feedback";
  ALTER TABLE "assessment_answers" DROP COLUMN "graded_at";
  ALTER TABLE "assessment_answers" DROP COLUMN "graded_by_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "question_banks_id";
  DROP TYPE "public"."enum_assessments_questions_order_scoring";
  DROP TYPE "public"."enum_question_banks_questions_kind";
  DROP TYPE "public"."enum_question_banks_questions_order_scoring";`)
}
