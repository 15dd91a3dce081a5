CREATE TABLE "staff_yard_grants" (
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_yard_grants_account_id_location_id_pk" PRIMARY KEY("account_id","location_id")
);
--> statement-breakpoint
ALTER TABLE "staff_yard_grants" ADD CONSTRAINT "staff_yard_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_yard_grants" ADD CONSTRAINT "staff_yard_grants_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;