CREATE TABLE "erp_sandbox_sales_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"external_document_no" text NOT NULL,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "erp_sandbox_sales_orders_external_document_no_unique" UNIQUE("external_document_no")
);
--> statement-breakpoint
ALTER TABLE "erp_postings" ALTER COLUMN "ledger_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_postings" ADD COLUMN "kind" text DEFAULT 'ledger-entry' NOT NULL;--> statement-breakpoint
ALTER TABLE "erp_postings" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "erp_postings" ADD CONSTRAINT "erp_postings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erp_postings_order_unique" ON "erp_postings" USING btree ("order_id");--> statement-breakpoint
-- hand-written: a posting names exactly what its kind sends, a ledger entry or an order (ADR 0036).
ALTER TABLE "erp_postings" ADD CONSTRAINT "erp_postings_kind_subject" CHECK (("kind" = 'ledger-entry' AND "ledger_id" IS NOT NULL AND "order_id" IS NULL) OR ("kind" = 'sales-order' AND "order_id" IS NOT NULL AND "ledger_id" IS NULL));
