import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'
import { copyCp3pToEngine } from '../cp3p-engine-data'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "courses" ADD COLUMN "cp3p_course" boolean DEFAULT false;
  ALTER TABLE "_courses_v" ADD COLUMN "version_cp3p_course" boolean DEFAULT false;
  ALTER TABLE "course_lectures" ADD COLUMN "cp3p_material_id" integer;
  ALTER TABLE "cp3p_programmes" ADD COLUMN "course_id" integer;
  ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_cp3p_material_id_cp3p_materials_id_fk" FOREIGN KEY ("cp3p_material_id") REFERENCES "public"."cp3p_materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_programmes" ADD CONSTRAINT "cp3p_programmes_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "courses_cp3p_course_idx" ON "courses" USING btree ("cp3p_course");
  CREATE INDEX "_courses_v_version_version_cp3p_course_idx" ON "_courses_v" USING btree ("version_cp3p_course");
  CREATE INDEX "course_lectures_cp3p_material_idx" ON "course_lectures" USING btree ("cp3p_material_id");
  CREATE INDEX "cp3p_programmes_course_idx" ON "cp3p_programmes" USING btree ("course_id");`)
  // The old chapters, lectures and marks move onto the engine before their tables go (decision 036).
  await copyCp3pToEngine({ sql, rows: async (query) => (await db.execute(query)).rows })
  await db.execute(sql`
   ALTER TABLE "cp3p_programmes_chapters_lectures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters_lectures_locales" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cp3p_programmes_chapters_locales" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cp3p_programmes_chapters_lectures" CASCADE;
  DROP TABLE "cp3p_programmes_chapters_lectures_locales" CASCADE;
  DROP TABLE "cp3p_programmes_chapters" CASCADE;
  DROP TABLE "cp3p_programmes_chapters_locales" CASCADE;
  DROP TYPE "public"."enum_cp3p_programmes_chapters_lectures_type";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_cp3p_programmes_chapters_lectures_type" AS ENUM('reading', 'video', 'file');
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
  
  ALTER TABLE "course_lectures" DROP CONSTRAINT "course_lectures_cp3p_material_id_cp3p_materials_id_fk";
  
  ALTER TABLE "cp3p_programmes" DROP CONSTRAINT "cp3p_programmes_course_id_courses_id_fk";
  
  DROP INDEX "courses_cp3p_course_idx";
  DROP INDEX "_courses_v_version_version_cp3p_course_idx";
  DROP INDEX "course_lectures_cp3p_material_idx";
  DROP INDEX "cp3p_programmes_course_idx";
  ALTER TABLE "cp3p_programmes_chapters_lectures" ADD CONSTRAINT "cp3p_programmes_chapters_lectures_upload_id_cp3p_materials_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."cp3p_materials"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_lectures" ADD CONSTRAINT "cp3p_programmes_chapters_lectures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_chapters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_lectures_locales" ADD CONSTRAINT "cp3p_programmes_chapters_lectures_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_chapters_lectures"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters" ADD CONSTRAINT "cp3p_programmes_chapters_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cp3p_programmes_chapters_locales" ADD CONSTRAINT "cp3p_programmes_chapters_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cp3p_programmes_chapters"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "cp3p_programmes_chapters_lectures_order_idx" ON "cp3p_programmes_chapters_lectures" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_chapters_lectures_parent_id_idx" ON "cp3p_programmes_chapters_lectures" USING btree ("_parent_id");
  CREATE INDEX "cp3p_programmes_chapters_lectures_upload_idx" ON "cp3p_programmes_chapters_lectures" USING btree ("upload_id");
  CREATE UNIQUE INDEX "cp3p_programmes_chapters_lectures_locales_locale_parent_id_u" ON "cp3p_programmes_chapters_lectures_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cp3p_programmes_chapters_order_idx" ON "cp3p_programmes_chapters" USING btree ("_order");
  CREATE INDEX "cp3p_programmes_chapters_parent_id_idx" ON "cp3p_programmes_chapters" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "cp3p_programmes_chapters_locales_locale_parent_id_unique" ON "cp3p_programmes_chapters_locales" USING btree ("_locale","_parent_id");
  ALTER TABLE "courses" DROP COLUMN "cp3p_course";
  ALTER TABLE "_courses_v" DROP COLUMN "version_cp3p_course";
  ALTER TABLE "course_lectures" DROP COLUMN "cp3p_material_id";
  ALTER TABLE "cp3p_programmes" DROP COLUMN "course_id";`)
}
