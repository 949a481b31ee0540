\timing on
-- plain sums without jsonb
select count(*), sum(ol.precio_unitario*ol.cantidad) from order_lines ol join orders o on o.id=ol.order_id where o.estado<>'cancelado' and o.created_at >= '2026-01-01 05:00Z';
-- jsonb per package line
select sum((select sum((e->>'costo_unitario')::float8 * (e->>'cantidad')::float8) from jsonb_array_elements(ol.componentes) e)) from order_lines ol where ol.tipo='paquete';
-- orders buckets
select to_char(date_trunc('month', created_at at time zone 'America/Bogota'),'YYYY-MM'), sum(total), count(*) from orders where estado<>'cancelado' and created_at >= '2026-01-01 05:00Z' group by 1;
