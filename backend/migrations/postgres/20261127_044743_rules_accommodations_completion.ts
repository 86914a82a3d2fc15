import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "assessment_accommodations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"assessment_id" integer,
  	"extra_minutes" numeric,
  	"time_multiplier" numeric,
  	"extra_attempts" numeric,
  	"note" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "courses" ADD COLUMN "sequential" boolean DEFAULT false;
  ALTER TABLE "courses" ADD COLUMN "passed_quiz_completes_lecture" boolean DEFAULT true;
  ALTER TABLE "courses_rels" ADD COLUMN "courses_id" integer;
  ALTER TABLE "_courses_v" ADD COLUMN "version_sequential" boolean DEFAULT false;
  ALTER TABLE "_courses_v" ADD COLUMN "version_passed_quiz_completes_lecture" boolean DEFAULT true;
  ALTER TABLE "_courses_v_rels" ADD COLUMN "courses_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "assessment_accommodations_id" integer;
  ALTER TABLE "assessment_accommodations" ADD CONSTRAINT "assessment_accommodations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_accommodations" ADD CONSTRAINT "assessment_accommodations_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "assessment_accommodations" ADD CONSTRAINT "assessment_accommodations_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "assessment_accommodations_user_idx" ON "assessment_accommodations" USING btree ("user_id");
  CREATE INDEX "assessment_accommodations_course_idx" ON "assessment_accommodations" USING btree ("course_id");
  CREATE INDEX "assessment_accommodations_assessment_idx" ON "assessment_accommodations" USING btree ("assessment_id");
  CREATE INDEX "assessment_accommodations_updated_at_idx" ON "assessment_accommodations" USING btree ("updated_at");
  CREATE INDEX "assessment_accommodations_created_at_idx" ON "assessment_accommodations" USING btree ("created_at");
  ALTER TABLE "courses_rels" ADD CONSTRAINT "courses_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_courses_v_rels" ADD CONSTRAINT "_courses_v_rels_courses_fk" FOREIGN KEY ("courses_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_assessment_accommodations_fk" FOREIGN KEY ("assessment_accommodations_id") REFERENCES "public"."assessment_accommodations"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "courses_rels_courses_id_idx" ON "courses_rels" USING btree ("courses_id");
  CREATE INDEX "_courses_v_rels_courses_id_idx" ON "_courses_v_rels" USING btree ("courses_id");
  CREATE INDEX "payload_locked_documents_rels_assessment_accommodations__idx" ON "payload_locked_documents_rels" USING btree ("assessment_accommodations_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "assessment_accommodations" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "assessment_accommodations" CASCADE;
  ALTER TABLE "courses_rels" DROP CONSTRAINT "courses_rels_courses_fk";
  
  ALTER TABLE "_courses_v_rels" DROP CONSTRAINT "_courses_v_rels_courses_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_assessment_accommodations_fk";
  
  DROP INDEX "courses_rels_courses_id_idx";
  DROP INDEX "_courses_v_rels_courses_id_idx";
  DROP INDEX "payload_locked_documents_rels_assessment_accommodations__idx";
  ALTER TABLE "courses" DROP COLUMN "sequential";
  ALTER TABLE "courses" DROP COLUMN "passed_quiz_completes_lecture";
  ALTER TABLE "courses_rels" DROP COLUMN "courses_id";
  ALTER TABLE "_courses_v" DROP COLUMN "version_sequential";
  ALTER TABLE "_courses_v" DROP COLUMN "version_passed_quiz_completes_lecture";
  ALTER TABLE "_courses_v_rels" DROP COLUMN "courses_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "assessment_accommodations_id";`)
}
