'use strict';
// The data frames' filler, as the shell's HTML runs it on a page's first read.
const assert = require('node:assert/strict');
const { test } = require('node:test');
const { fillFrame, isDataFrame } = require('../src/frameFill');

const page = {
  data: [
    { key: 'AUD 1', name: 'Mixer <8ch>', price: 12.5, available: true, image: ['http://api/a.svg', 'http://api/b.svg'] },
    { key: 'LGT-2', name: 'Spot "wide"', price: '7', available: false, image: 'http://api/c.svg' },
    { key: 'LGT-3', name: 'Haze', price: 3, available: true, image: [] },
  ],
  pagination: { total: 240 },
};

test('values are escaped, looked up by dotted paths, and missing ones are empty', () => {
  assert.equal(fillFrame('<p title="{{data.1.name}}">{{ data.0.name }} of {{pagination.total}} {{nothing.here}}</p>', page), '<p title="Spot &quot;wide&quot;">Mixer &lt;8ch&gt; of 240 </p>');
  assert.equal(fillFrame('{{data.length}} {{pagination}}', page), '3 ', 'an object is not printed');
});

test('a section repeats for the first N items, names resolve in the item first, then outwards', () => {
  const html = fillFrame('<ul>{{#data|first:2}}<li><a href="/p/{{key|uri}}">{{name}}</a> Rs {{price|fixed:2}} of {{pagination.total}}</li>{{/data}}</ul>', page);
  assert.equal(html, '<ul><li><a href="/p/AUD%201">Mixer &lt;8ch&gt;</a> Rs 12.50 of 240</li><li><a href="/p/LGT-2">Spot &quot;wide&quot;</a> Rs 7.00 of 240</li></ul>');
});

test('true, false and inverted sections; first takes an array or a lone value', () => {
  const html = fillFrame('{{#data}}[{{#available}}on{{/available}}{{^available}}off{{/available}} {{image|first}}]{{/data}}', page);
  assert.equal(html, '[on http://api/a.svg][off http://api/c.svg][on ]');
  assert.equal(fillFrame('{{^data}}none{{/data}}{{#data}}{{/data}}', { data: [] }), 'none');
  assert.equal(fillFrame('{{price|fixed:2}}|{{bad|fixed:2}}', { price: 'x', bad: null }), '|');
  assert.equal(fillFrame('{{c|capitalize}} {{n|capitalize}}', { c: 'audio', n: 3 }), 'Audio 3');
});

test('markup whose sections do not pair up is refused', () => {
  assert.equal(fillFrame('{{#data}}<li>', page), null);
  assert.equal(fillFrame('{{/data}}', page), null);
  assert.equal(fillFrame('{{#data}}{{/other}}', page), null);
});

test('a frame without placeholders is static; CSS braces are not placeholders', () => {
  assert.equal(isDataFrame('<style>.a{color:red}</style><h1>Hi</h1>'), false);
  assert.equal(isDataFrame('<h1>{{name}}</h1>'), true);
  assert.equal(fillFrame('<style>.a{{color:red}}</style>', {}), '<style>.a{{color:red}}</style>');
});

test('in a list: the item itself, its place and whether it is the first; after:N skips N', () => {
  const html = fillFrame('{{#image}}<img src="{{.}}" alt="{{@number}} of {{image.length}}" data-first="{{@first}}">{{/image}}|{{#data|after:1}}{{key}} {{/data}}', { ...page.data[0], data: page.data });
  assert.equal(html, '<img src="http://api/a.svg" alt="1 of 2" data-first="true"><img src="http://api/b.svg" alt="2 of 2" data-first="false">|LGT-2 LGT-3 ');
  assert.equal(fillFrame('{{.}}{{@number}}', { a: 1 }), '', 'outside a list they are empty');
});

test('days and moments read as the pages show them (formatDay, formatDateTime); is:word for sections', async () => {
  const { formatDateTime, formatDay } = await import('../../platform/src/dates/calendarDays.mjs');
  const order = { start: '2026-11-02', end: '2026-12-31T10:00:00.000Z', at: '2026-11-23T23:59:12.000Z', status: 'Pending', bad: 'soon' };
  assert.equal(fillFrame('{{start|day}} – {{end|day}}|{{bad|day}}|{{none|day}}', order), `${formatDay(order.start)} – ${formatDay(order.end)}|soon|`);
  assert.equal(fillFrame('{{at|datetime}}|{{start|datetime}}|{{bad|datetime}}', order), `${formatDateTime(order.at)}|${formatDateTime(order.start)}|`);
  assert.equal(fillFrame('{{#status|is:Pending}}gold{{/status}}{{#status|is:approved}}green{{/status}}{{^status|is:approved}}!{{/status}}', order), 'gold!');
});

test('@odd in a list; @-names come from the context, inside sections too', () => {
  const context = { '@query': { status: 'Pending' }, '@viewer': { role: 'staff' } };
  const html = fillFrame('{{#data}}<tr class="r{{#@odd}} odd{{/@odd}}">{{key}} {{@query.status}}</tr>{{/data}}{{#@viewer.role|is:admin}}Users{{/@viewer.role}}', page, context);
  assert.equal(html, '<tr class="r">AUD 1 Pending</tr><tr class="r odd">LGT-2 Pending</tr><tr class="r">LGT-3 Pending</tr>');
  assert.equal(fillFrame('[{{@query.status}}]', page), '[]', 'no context: empty');
  const users = { data: [{ email: 'a@x' }, { email: 'me@x' }] };
  assert.equal(fillFrame('{{#data}}{{#email|same:@viewer.email}}me{{/email}}{{^email|same:@viewer.email}}{{email}}{{/email}};{{/data}}', users, { '@viewer': { email: 'me@x' } }), 'a@x;me;');
});

test('a filter the filler does not know refuses the frame (one from a newer build)', () => {
  assert.equal(fillFrame('{{price|currency}}', page), null);
});

test("money writes an amount as @rental/platform/money's formatMoney does: Rs, thousands separated, two decimals", () => {
  const amounts = { a: 1500, b: 43356, c: '1234567.891', d: 12.5, e: -2500, f: null, g: 'x' };
  assert.equal(fillFrame('{{a|money}};{{b|money}};{{c|money}};{{d|money}};{{e|money}};{{f|money}};{{g|money}}', amounts), 'Rs 1,500.00;Rs 43,356.00;Rs 1,234,567.89;Rs 12.50;-Rs 2,500.00;Rs 0.00;Rs 0.00');
});

test("a preload address takes the path's params and the page's query values, written as URLSearchParams writes them", () => {
  const { fillAddress } = require('../src/frameFill');
  const orders = '/api/admin/orders?status={status}&q={q}&page={page=1}&limit=20&order={dir=desc}';
  assert.equal(fillAddress(orders, [], ''), '/api/admin/orders?page=1&limit=20&order=desc');
  assert.equal(fillAddress(orders, [], '?q=ana smith&dir=asc&status=&page=3&other=1'), '/api/admin/orders?q=ana+smith&page=3&limit=20&order=asc');
  assert.equal(fillAddress('/api/products/:key', ['A 1'], '?x=1'), '/api/products/A 1', 'no {…}: as written');
  assert.equal(fillAddress('/api/products?page=1', [], '?page=2'), '/api/products?page=1');
});
