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
ALTER TABLE "recording_session_chunks" ADD CONSTRAINT "recording_session_chunks_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_session_utterances" ADD CONSTRAINT "recording_session_utterances_session_id_recording_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."recording_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_visit_id_visits_id_fk" FOREIGN KEY ("visit_id") REFERENCES "public"."visits"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recording_sessions" ADD CONSTRAINT "recording_sessions_audio_id_audio_uploads_id_fk" FOREIGN KEY ("audio_id") REFERENCES "public"."audio_uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "recording_sessions_owner_idx" ON "recording_sessions" USING btree ("created_by","status");--> statement-breakpoint
CREATE INDEX "recording_sessions_status_idx" ON "recording_sessions" USING btree ("status","updated_at");