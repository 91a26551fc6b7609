CREATE TABLE "payment_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"mode" text NOT NULL,
	"payment_id" text NOT NULL,
	"author_user_id" uuid,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_notes_text" CHECK (length("payment_notes"."text") between 1 and 2000)
);
--> statement-breakpoint
ALTER TABLE "payment_notes" ADD CONSTRAINT "payment_notes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notes" ADD CONSTRAINT "payment_notes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_notes" ADD CONSTRAINT "payment_notes_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_notes_payment" ON "payment_notes" USING btree ("payment_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_notes_author" ON "payment_notes" USING btree ("author_user_id");