-- Issue 17 part A (decision 095): an empty social network is null (000 §5 'empty values are sent as null'),
-- never "": existing blank values become null.
UPDATE "shops" SET "facebook" = NULL WHERE btrim("facebook") = '';--> statement-breakpoint
UPDATE "shops" SET "instagram" = NULL WHERE btrim("instagram") = '';--> statement-breakpoint
UPDATE "shops" SET "twitter" = NULL WHERE btrim("twitter") = '';--> statement-breakpoint
UPDATE "shops" SET "youtube" = NULL WHERE btrim("youtube") = '';--> statement-breakpoint
UPDATE "shops" SET "twitch" = NULL WHERE btrim("twitch") = '';--> statement-breakpoint
UPDATE "shops" SET "kick" = NULL WHERE btrim("kick") = '';--> statement-breakpoint
UPDATE "shops" SET "discord" = NULL WHERE btrim("discord") = '';
