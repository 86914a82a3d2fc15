import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" ADD COLUMN "notification_preferences_in_app_discussion" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_in_app_online_course" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_in_app_information" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_in_app_events" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_in_app_payments" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_email_discussion" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_email_online_course" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_email_information" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_email_events" boolean DEFAULT true;
  ALTER TABLE "users" ADD COLUMN "notification_preferences_email_payments" boolean DEFAULT true;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users" DROP COLUMN "notification_preferences_in_app_discussion";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_in_app_online_course";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_in_app_information";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_in_app_events";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_in_app_payments";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_email_discussion";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_email_online_course";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_email_information";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_email_events";
  ALTER TABLE "users" DROP COLUMN "notification_preferences_email_payments";`)
}
