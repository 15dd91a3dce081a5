CREATE TABLE "account_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_users_email_lower" CHECK ("account_users"."email" = lower("account_users"."email"))
);
--> statement-breakpoint
CREATE TABLE "driver_cards" (
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driver_cards_user_id_card_id_pk" PRIMARY KEY("user_id","card_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "login_role" text DEFAULT 'owner' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "account_users" ADD CONSTRAINT "account_users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_cards" ADD CONSTRAINT "driver_cards_user_id_account_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_cards" ADD CONSTRAINT "driver_cards_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_users_email_unique" ON "account_users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "account_users_account_idx" ON "account_users" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "driver_cards_card_idx" ON "driver_cards" USING btree ("card_id");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
-- Written by hand (schema/accounts.ts says why): a removed user's sessions and unused links go with them.
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_account_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_account_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."account_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- One address signs in one way only (ADR 0027): a customer account, a staff account or an account's user. A unique
-- index cannot span two tables, so each table's trigger looks in the other, holding a transaction lock on the
-- address so that two inserts racing for it in different tables queue. unique_violation lets the API answer 409.
CREATE FUNCTION "login_email_free"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('login-email:' || NEW."email"));
	IF TG_TABLE_NAME = 'accounts' THEN
		IF EXISTS (SELECT 1 FROM "account_users" WHERE "email" = NEW."email") THEN
			RAISE EXCEPTION 'e-mail % already signs in as an account user', NEW."email" USING ERRCODE = 'unique_violation';
		END IF;
	ELSIF EXISTS (SELECT 1 FROM "accounts" WHERE "email" = NEW."email") THEN
		RAISE EXCEPTION 'e-mail % already signs in as an account', NEW."email" USING ERRCODE = 'unique_violation';
	END IF;
	RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "accounts_login_email_free" BEFORE INSERT OR UPDATE OF "email" ON "accounts"
	FOR EACH ROW EXECUTE FUNCTION "login_email_free"();
--> statement-breakpoint
CREATE TRIGGER "account_users_login_email_free" BEFORE INSERT OR UPDATE OF "email" ON "account_users"
	FOR EACH ROW EXECUTE FUNCTION "login_email_free"();
