CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"nombre" text NOT NULL,
	"clave" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_nombre_unique" UNIQUE("nombre"),
	CONSTRAINT "categories_clave_unique" UNIQUE("clave")
);
--> statement-breakpoint
-- Existing categories become the list (issue 23): spaces tidied, first letter upper case, one per
-- name folded without case or accents (the most used spelling wins). A category that is not a
-- name of letters and spaces up to 40 characters (e.g. markup typed into the old free-text field)
-- is left out: its products keep it until edited, and no public chip shows it. Upper-case accents
-- are translated by hand because lower()/upper() under the C locale touch ASCII only.
INSERT INTO "categories" ("nombre", "clave")
SELECT DISTINCT ON (clave) nombre, clave FROM (
  SELECT
    upper(translate(left(n, 1), 'áéíóúüñ', 'ÁÉÍÓÚÜÑ')) || substr(n, 2) AS nombre,
    translate(lower(translate(n, 'ÁÉÍÓÚÜÑ', 'áéíóúüñ')), 'áéíóúüñ', 'aeiouun') AS clave,
    k
  FROM (
    SELECT regexp_replace(btrim("categoria"), '\s+', ' ', 'g') AS n, count(*) AS k
    FROM "products" GROUP BY 1
  ) AS used
  WHERE n ~ '^[A-Za-zÁÉÍÓÚÜÑáéíóúüñ ]{1,40}$'
) AS named
ORDER BY clave, k DESC, nombre;--> statement-breakpoint
UPDATE "products" AS p SET "categoria" = c."nombre"
FROM "categories" AS c
WHERE translate(lower(translate(regexp_replace(btrim(p."categoria"), '\s+', ' ', 'g'), 'ÁÉÍÓÚÜÑ', 'áéíóúüñ')), 'áéíóúüñ', 'aeiouun') = c."clave"
  AND p."categoria" <> c."nombre";
