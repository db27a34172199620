ALTER TABLE `reports` ADD `refreshed_at` integer;--> statement-breakpoint
ALTER TABLE `users` ADD `offer_shown_at` integer;