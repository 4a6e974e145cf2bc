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
