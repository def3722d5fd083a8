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
CREATE TABLE "recording_session_chunks" (
	"session_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_session_chunks_session_id_seq_pk" PRIMARY KEY("session_id","seq"),
	CONSTRAINT "recording_session_chunks_seq_check" CHECK ("recording_session_chunks"."seq" >= 0)
);
--> statement-breakpoint
CREATE TABLE "recording_session_utterances" (
	"session_id" uuid NOT NULL,
	"start_sample" bigint NOT NULL,
	"end_sample" bigint NOT NULL,
	"start_sec" real NOT NULL,
	"end_sec" real NOT NULL,
	"text" text NOT NULL,
	"segments" jsonb NOT NULL,
	"engine" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_session_utterances_session_id_start_sample_pk" PRIMARY KEY("session_id","start_sample")
);
--> statement-breakpoint
CREATE TABLE "recording_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"created_by" integer NOT NULL,
	"visit_id" integer,
	"recording_type" text,
	"mime_type" text NOT NULL,
	"status" text DEFAULT 'recording' NOT NULL,
	"chunks_received" integer DEFAULT 0 NOT NULL,
	"bytes_received" bigint DEFAULT 0 NOT NULL,
	"seconds_received" real DEFAULT 0 NOT NULL,
	"expected_chunks" integer,
	"audio_id" uuid,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recording_sessions_status_check" CHECK ("recording_sessions"."status" in ('recording','finishing','done','failed','abandoned'))
);
--> statement-breakpoint
ALTER TABLE "recordings" DROP CONSTRAINT "recordings_type_check";--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "is_admin" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "approved" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "active" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_login_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sso_subject" text;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "note_versions" ADD CONSTRAINT "note_versions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_session_chunks" ADD CONSTRAINT "recording_session_chunks_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_session_utterances" ADD CONSTRAINT "recording_session_utterances_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_audio_id_audio_uploads_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "note_versions_recording_version_idx" ON "note_versions" USING btree ("recording_id","version");--> statement-breakpoint
CREATE INDEX "note_versions_visit_idx" ON "note_versions" USING btree ("visit_id","changed_at");--> statement-breakpoint
CREATE INDEX "recording_sessions_owner_idx" ON "recording_sessions" USING btree ("created_by","status");--> statement-breakpoint
CREATE INDEX "recording_sessions_status_idx" ON "recording_sessions" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "recordings_audio_idx" ON "recordings" USING btree ("audio_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_sso_subject_unique" ON "users" USING btree ("sso_subject");--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_status_check" CHECK ("recordings"."status" in ('processing','done','failed'));--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_type_check" CHECK ("recordings"."recording_type" in ('initial','followup','doctor_review','addendum'));--> statement-breakpoint
-- An install upgraded from before administrators: its first account becomes the administrator.
UPDATE "users" SET "is_admin" = true WHERE "id" = (SELECT min("id") FROM "users");
