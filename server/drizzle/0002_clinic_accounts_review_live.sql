CREATE TABLE "note_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"recording_id" integer NOT NULL,
	"visit_id" integer NOT NULL,
	"version" integer NOT NULL,
	"changed_by" integer NOT NULL,
	"changed_by_role" text NOT NULL,
	"fields" jsonb NOT NULL,
	"note" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "recordings" DROP CONSTRAINT "recordings_type_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "note_versions_recording_version_idx" ON "note_versions" USING btree ("recording_id","version");--> statement-breakpoint
CREATE INDEX "note_versions_visit_idx" ON "note_versions" USING btree ("visit_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_subject_unique" ON "users" USING btree ("sso_subject");--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_type_check" CHECK ("recordings"."recording_type" in ('initial','followup','doctor_review','addendum'));--> statement-breakpoint
-- An install upgraded from before administrators: its first account becomes the administrator.
UPDATE "users" SET "is_admin" = true WHERE "id" = (SELECT min("id") FROM "users");
