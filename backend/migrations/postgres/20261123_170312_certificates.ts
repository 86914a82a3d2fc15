import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "certificates" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"code" varchar NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"issued_at" timestamp(3) with time zone NOT NULL,
  	"revoked" boolean DEFAULT false,
  	"revoked_at" timestamp(3) with time zone,
  	"revoked_reason" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "course_feedback_rating" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"question" varchar NOT NULL,
  	"star" numeric NOT NULL
  );
  
  CREATE TABLE "course_feedback" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"user_id" integer NOT NULL,
  	"course_id" integer NOT NULL,
  	"others" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "certificates_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "course_feedback_id" integer;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "certificates" ADD CONSTRAINT "certificates_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_feedback_rating" ADD CONSTRAINT "course_feedback_rating_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."course_feedback"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "course_feedback" ADD CONSTRAINT "course_feedback_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "certificates_code_idx" ON "certificates" USING btree ("code");
  CREATE INDEX "certificates_user_idx" ON "certificates" USING btree ("user_id");
  CREATE INDEX "certificates_course_idx" ON "certificates" USING btree ("course_id");
  CREATE INDEX "certificates_updated_at_idx" ON "certificates" USING btree ("updated_at");
  CREATE INDEX "certificates_created_at_idx" ON "certificates" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_course_1_idx" ON "certificates" USING btree ("user_id","course_id");
  CREATE INDEX "course_feedback_rating_order_idx" ON "course_feedback_rating" USING btree ("_order");
  CREATE INDEX "course_feedback_rating_parent_id_idx" ON "course_feedback_rating" USING btree ("_parent_id");
  CREATE INDEX "course_feedback_user_idx" ON "course_feedback" USING btree ("user_id");
  CREATE INDEX "course_feedback_course_idx" ON "course_feedback" USING btree ("course_id");
  CREATE INDEX "course_feedback_updated_at_idx" ON "course_feedback" USING btree ("updated_at");
  CREATE INDEX "course_feedback_created_at_idx" ON "course_feedback" USING btree ("created_at");
  CREATE UNIQUE INDEX "user_course_2_idx" ON "course_feedback" USING btree ("user_id","course_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_certificates_fk" FOREIGN KEY ("certificates_id") REFERENCES "public"."certificates"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_course_feedback_fk" FOREIGN KEY ("course_feedback_id") REFERENCES "public"."course_feedback"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_certificates_id_idx" ON "payload_locked_documents_rels" USING btree ("certificates_id");
  CREATE INDEX "payload_locked_documents_rels_course_feedback_id_idx" ON "payload_locked_documents_rels" USING btree ("course_feedback_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "certificates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_feedback_rating" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "course_feedback" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "certificates" CASCADE;
  DROP TABLE "course_feedback_rating" CASCADE;
  DROP TABLE "course_feedback" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_certificates_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_course_feedback_fk";
  
  DROP INDEX "payload_locked_documents_rels_certificates_id_idx";
  DROP INDEX "payload_locked_documents_rels_course_feedback_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "certificates_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "course_feedback_id";`)
}
