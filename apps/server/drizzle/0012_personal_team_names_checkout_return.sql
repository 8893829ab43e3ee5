ALTER TABLE "billing_checkouts" ADD COLUMN "return_to" text;--> statement-breakpoint
-- Personal teams were all called 'Personal': a member of someone else's personal team saw two teams of
-- that name. Each is named after its owner now, as sign-in names new ones (teams/personal-team-name.ts).
UPDATE "teams" AS "t"
SET "name" = left(coalesce(nullif(trim("u"."first_name"), ''), split_part("u"."email", '@', 1)), 93) || '''s team',
  "updated_at" = now()
FROM "team_members" AS "m"
JOIN "users" AS "u" ON "u"."id" = "m"."user_id"
WHERE "t"."personal" = true
  AND "t"."name" = 'Personal'
  AND "m"."team_id" = "t"."id"
  AND "m"."role" = 'team_owner';
