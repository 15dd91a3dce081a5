CREATE TABLE "weather_alert_messages" (
	"identifier" text PRIMARY KEY NOT NULL,
	"alert_id" integer,
	"msg_type" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_alert_notices" (
	"alert_id" integer PRIMARY KEY NOT NULL,
	"notice_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_alert_yards" (
	"alert_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_alert_yards_alert_id_location_id_pk" PRIMARY KEY("alert_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "weather_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_identifier" text NOT NULL,
	"latest_identifier" text NOT NULL,
	"sender" text NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"msg_type" text NOT NULL,
	"references" jsonb NOT NULL,
	"event" text NOT NULL,
	"headline" text NOT NULL,
	"description" text NOT NULL,
	"urgency" text NOT NULL,
	"severity" text NOT NULL,
	"certainty" text NOT NULL,
	"colour" text,
	"onset" timestamp with time zone,
	"expires" timestamp with time zone,
	"areas" jsonb NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "weather_alerts_first_identifier_unique" UNIQUE("first_identifier")
);
--> statement-breakpoint
CREATE TABLE "weather_auto_publish_yards" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "forecast_regions" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "weather_alert_messages" ADD CONSTRAINT "weather_alert_messages_alert_id_weather_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."weather_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_alert_notices" ADD CONSTRAINT "weather_alert_notices_alert_id_weather_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."weather_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_alert_notices" ADD CONSTRAINT "weather_alert_notices_notice_id_weather_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."weather_notices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_alert_yards" ADD CONSTRAINT "weather_alert_yards_alert_id_weather_alerts_id_fk" FOREIGN KEY ("alert_id") REFERENCES "public"."weather_alerts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_alert_yards" ADD CONSTRAINT "weather_alert_yards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_auto_publish_yards" ADD CONSTRAINT "weather_auto_publish_yards_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_auto_publish_yards" ADD CONSTRAINT "weather_auto_publish_yards_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "weather_alert_yards_location_idx" ON "weather_alert_yards" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "weather_alerts_live_idx" ON "weather_alerts" USING btree ("cancelled_at","expires");