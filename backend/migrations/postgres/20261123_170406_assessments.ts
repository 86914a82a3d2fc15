import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_assessments_questions_kind" AS ENUM('single', 'multiple', 'truefalse');
  CREATE TYPE "public"."enum_assessments_kind" AS ENUM('quiz', 'exam');
  CREATE TABLE "assessments_questions_options" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"correct" boolean DEFAULT false
  );
  
  CREATE TABLE "assessments_questions_options_locales" (
  	"text" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "assessments_questions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"kind" "enum_assessments_questions_kind" DEFAULT 'single' NOT NULL,
  	"image_id" integer
  );
  
  CREATE TABLE "assessments_questions_locales" (
  	"question" varchar NOT NULL,
  	"explanation" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "assessments" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_assessments_kind" DEFAULT 'quiz' NOT NULL,
  	"course_id" integer,
  	"lecture_id" integer,
  	"key" varchar,
  	"passing_grade" numeric DEFAULT 70 NOT NULL,
  	"weight" numeric DEFAULT 10 NOT NULL,
  	"attempts_allowed" numeric DEFAULT 3 NOT NULL,
  	"time_limit_minutes" numeric DEFAULT 10 NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assessments_locales" (
  	"title" varchar NOT NULL,
  	"how_to_use_title" varchar,
  	"how_to_use" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "assessment_attempts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"assessment_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"number" numeric NOT NULL,
  	"attempt_key" varchar NOT NULL,
  	"started_at" timestamp(3) with time zone NOT NULL,
  	"deadline" timestamp(3) with time zone NOT NULL,
  	"submitted_at" timestamp(3) with time zone,
  	"score" numeric,
  	"passed" boolean DEFAULT false,
  	"reviewed" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "assessment_answers" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"attempt_id" integer NOT NULL,
  	"question_id" varchar NOT NULL,
  	"choices" jsonb NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assessments_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assessment_attempts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assessment_answers_id" integer;
  ALTER TABLE "assessments_questions_options" ADD CONSTRAINT "assessments_questions_options_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_questions_options_locales" ADD CONSTRAINT "assessments_questions_options_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions_options"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_questions" ADD CONSTRAINT "assessments_questions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessments_questions" ADD CONSTRAINT "assessments_questions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments_questions_locales" ADD CONSTRAINT "assessments_questions_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments_questions"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessments" ADD CONSTRAINT "assessments_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessments" ADD CONSTRAINT "assessments_lecture_id_course_lectures_id_fk" FOREIGN KEY ("lecture_id") REFERENCES "public"."course_lectures"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessments_locales" ADD CONSTRAINT "assessments_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_attempts" ADD CONSTRAINT "assessment_attempts_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_answers" ADD CONSTRAINT "assessment_answers_attempt_id_assessment_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "assessments_questions_options_order_idx" ON "assessments_questions_options" USING btree ("_order");
  CREATE INDEX "assessments_questions_options_parent_id_idx" ON "assessments_questions_options" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "assessments_questions_options_locales_locale_parent_id_uniqu" ON "assessments_questions_options_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assessments_questions_order_idx" ON "assessments_questions" USING btree ("_order");
  CREATE INDEX "assessments_questions_parent_id_idx" ON "assessments_questions" USING btree ("_parent_id");
  CREATE INDEX "assessments_questions_image_idx" ON "assessments_questions" USING btree ("image_id");
  CREATE UNIQUE INDEX "assessments_questions_locales_locale_parent_id_unique" ON "assessments_questions_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assessments_course_idx" ON "assessments" USING btree ("course_id");
  CREATE INDEX "assessments_lecture_idx" ON "assessments" USING btree ("lecture_id");
  CREATE UNIQUE INDEX "assessments_key_idx" ON "assessments" USING btree ("key");
  CREATE INDEX "assessments_updated_at_idx" ON "assessments" USING btree ("updated_at");
  CREATE INDEX "assessments_created_at_idx" ON "assessments" USING btree ("created_at");
  CREATE UNIQUE INDEX "assessments_locales_locale_parent_id_unique" ON "assessments_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "assessment_attempts_user_idx" ON "assessment_attempts" USING btree ("user_id");
  CREATE INDEX "assessment_attempts_assessment_idx" ON "assessment_attempts" USING btree ("assessment_id");
  CREATE INDEX "assessment_attempts_course_idx" ON "assessment_attempts" USING btree ("course_id");
  CREATE UNIQUE INDEX "assessment_attempts_attempt_key_idx" ON "assessment_attempts" USING btree ("attempt_key");
  CREATE INDEX "assessment_attempts_submitted_at_idx" ON "assessment_attempts" USING btree ("submitted_at");
  CREATE INDEX "assessment_attempts_updated_at_idx" ON "assessment_attempts" USING btree ("updated_at");
  CREATE INDEX "assessment_attempts_created_at_idx" ON "assessment_attempts" USING btree ("created_at");
  CREATE INDEX "assessment_answers_attempt_idx" ON "assessment_answers" USING btree ("attempt_id");
  CREATE INDEX "assessment_answers_updated_at_idx" ON "assessment_answers" USING btree ("updated_at");
  CREATE INDEX "assessment_answers_created_at_idx" ON "assessment_answers" USING btree ("created_at");
  CREATE UNIQUE INDEX "attempt_questionId_idx" ON "assessment_answers" USING btree ("attempt_id","question_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assessments_fk" FOREIGN KEY ("assessments_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assessment_attempts_fk" FOREIGN KEY ("assessment_attempts_id") REFERENCES "public"."assessment_attempts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assessment_answers_fk" FOREIGN KEY ("assessment_answers_id") REFERENCES "public"."assessment_answers"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_assessments_id_idx" ON "payload_locked_documents_rels" USING btree ("assessments_id");
  CREATE INDEX "payload_locked_documents_rels_assessment_attempts_id_idx" ON "payload_locked_documents_rels" USING btree ("assessment_attempts_id");
  CREATE INDEX "payload_locked_documents_rels_assessment_answers_id_idx" ON "payload_locked_documents_rels" USING btree ("assessment_answers_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assessments_questions_options" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_questions_options_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_questions" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_questions_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessments_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessment_attempts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "assessment_answers" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "assessments_questions_options" CASCADE;
  DROP TABLE "assessments_questions_options_locales" CASCADE;
  DROP TABLE "assessments_questions" CASCADE;
  DROP TABLE "assessments_questions_locales" CASCADE;
  DROP TABLE "assessments" CASCADE;
  DROP TABLE "assessments_locales" CASCADE;
  DROP TABLE "assessment_attempts" CASCADE;
  DROP TABLE "assessment_answers" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assessments_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assessment_attempts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assessment_answers_fk";
  
  DROP INDEX "payload_locked_documents_rels_assessments_id_idx";
  DROP INDEX "payload_locked_documents_rels_assessment_attempts_id_idx";
  DROP INDEX "payload_locked_documents_rels_assessment_answers_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assessments_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assessment_attempts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assessment_answers_id";
  DROP TYPE "public"."enum_assessments_questions_kind";
  DROP TYPE "public"."enum_assessments_kind";`)
}
