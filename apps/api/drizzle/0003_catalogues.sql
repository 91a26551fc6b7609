CREATE TABLE "catalogue_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_uk" text NOT NULL,
	"native" text NOT NULL,
	"phone" text NOT NULL,
	"continent" text NOT NULL,
	"capital" text NOT NULL,
	"currencies" text[] NOT NULL,
	"regions" text[],
	"emoji" text NOT NULL,
	"emoji_u" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"name_en" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"exponent" integer NOT NULL,
	"parent_code" text,
	"parent_currency_multiplier" integer NOT NULL,
	"vendor" text,
	"symbol" text,
	"native_symbol" text,
	"iso_numeric3_code" text,
	"iso_alpha3_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
