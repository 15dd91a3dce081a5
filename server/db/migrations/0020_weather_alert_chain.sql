CREATE TABLE "weather_alert_chain" (
	"identifier" text PRIMARY KEY NOT NULL,
	"alert_id" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "weather_alert_chain" ADD CONSTRAINT "weather_alert_chain_alert_id_weather_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."weather_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the chains of alerts taken in before this table: the messages taken in, then the identifiers their
-- latest message references (ADR 0039).
INSERT INTO "weather_alert_chain" ("identifier", "alert_id") SELECT "identifier", "alert_id" FROM "weather_alert_messages" WHERE "alert_id" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "weather_alert_chain" ("identifier", "alert_id") SELECT "reference"->>'identifier', "weather_alerts"."id" FROM "weather_alerts", jsonb_array_elements("weather_alerts"."references") AS "reference" ON CONFLICT DO NOTHING;
