ALTER TABLE "recordings" ADD COLUMN "status" text DEFAULT 'done' NOT NULL;--> statement-breakpoint
CREATE INDEX "recordings_audio_idx" ON "recordings" USING btree ("audio_id");--> statement-breakpoint
ALTER TABLE "recordings" ADD CONSTRAINT "recordings_status_check" CHECK ("recordings"."status" in ('processing','done','failed'));