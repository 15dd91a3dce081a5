ALTER TABLE "autoload_attempts" ADD COLUMN "charge_started_at" timestamp with time zone;--> statement-breakpoint
-- hand-written: attempts already charging (or ended after charging) were queued no later than their key was
-- first sent; a window counted from the queue time closes no later than the processor's (ADR 0038).
UPDATE "autoload_attempts" SET "charge_started_at" = "created_at" WHERE "status" NOT IN ('queued', 'skipped', 'cancelled');
