CREATE TABLE `failed_jobs` (
	`id` text PRIMARY KEY NOT NULL,
	`queue` text NOT NULL,
	`body` text NOT NULL,
	`attempts` integer NOT NULL,
	`created` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `offers` (
	`code` text PRIMARY KEY NOT NULL,
	`price` real NOT NULL,
	`reports` integer NOT NULL,
	`duration_hours` integer NOT NULL,
	`active` integer DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE `plans` (
	`id` text PRIMARY KEY NOT NULL,
	`title` text NOT NULL,
	`price` real NOT NULL,
	`reports` integer NOT NULL,
	`period` text NOT NULL,
	`position` integer NOT NULL,
	`stripe_price_id` text,
	`active` integer DEFAULT true NOT NULL
);
