CREATE TABLE "storm_warning_mails" (
	"alert_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "storm_warning_mails_alert_id_card_id_pk" PRIMARY KEY("alert_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "storm_warning_mails" ADD CONSTRAINT "storm_warning_mails_alert_id_weather_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."weather_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storm_warning_mails" ADD CONSTRAINT "storm_warning_mails_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "storm_warning_mails_card_idx" ON "storm_warning_mails" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "card_ledger_pickup_printed_idx" ON "card_ledger" USING btree ("printed_at") WHERE "card_ledger"."type" = 'pickup';