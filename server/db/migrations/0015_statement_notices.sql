CREATE TABLE "statement_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"month" text NOT NULL,
	"recipient_count" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "statement_notices_account_month_unique" UNIQUE("account_id","month")
);
--> statement-breakpoint
ALTER TABLE "statement_notices" ADD CONSTRAINT "statement_notices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;