// Test material for the direction and evidence tests: plain articles without headings, lists,
// numbers, sources or quotations (so each test can add one thing), and sound articles in German
// and French. Not exported from the package.

export const PLAIN_SOURDOUGH = `Sourdough bread is bread raised by a culture of wild yeast and lactic bacteria instead of packaged yeast. The culture, called a starter, is a mix of flour and water that bakers feed every day to keep it active.

Making a loaf takes patience rather than skill. The baker mixes flour, water, salt and some of the starter, then folds the dough a few times over the morning so that it builds strength. After that the dough rests until it has grown and feels light and airy.

Shaping comes next. The dough is turned out onto the counter, pulled into a tight ball and placed in a basket lined with a floured cloth. Many bakers leave the basket in the fridge overnight, because the slow cold rise deepens the flavour and makes the loaf easier to score.

Baking in a heavy covered pot gives the best crust at home. The lid traps steam during the first part of the bake, which lets the loaf expand, and removing it later lets the crust turn deep brown and crisp.

The finished bread keeps well. Its mild acidity slows staling, so a loaf wrapped in a cloth stays pleasant to eat for several days, and slices that have dried out make good toast.
`;

export const PLAIN_COMMUTING = `Cycling to work is a simple way to build exercise into an ordinary day. Instead of setting aside time for the gym, riders get their activity on the way to the office and on the way home again.

The right bike depends on the route. A light road bike suits long stretches of smooth tarmac, while a sturdy hybrid with wider tyres copes better with potholes, kerbs and gravel paths. Mudguards and a rack for a pannier make a large difference on wet days and when carrying a laptop.

Safety comes from being seen and being predictable. Riders should use bright lights in the dark months, wear something reflective, and signal clearly before turning. Choosing quieter streets or a marked cycle lane often adds little time but makes the ride far calmer.

Arriving fresh is easier than many people expect. A steady pace keeps sweat down, and a change of shirt kept at work solves most of the rest. Some employers offer showers and secure parking, which removes the last excuses for leaving the bike at home.

Regular riders often find that the commute becomes the part of the day they enjoy most. The ride clears the head before work and separates the office from home in the evening.
`;

export const GERMAN_ARTICLE = `# Sauerteigbrot backen

Sauerteigbrot ist ein Brot, das nicht mit Hefe aus dem Supermarkt, sondern mit einem eigenen Sauerteig gelockert wird. Der Sauerteig ist eine Mischung aus Mehl und Wasser, in der wilde Hefen und Milchsäurebakterien leben.

## Wie pflegt man den Sauerteig?

Der Sauerteig wird jeden Tag mit frischem Mehl und Wasser gefüttert. Nach etwa einer Woche ist er kräftig genug, um einen Teig in wenigen Stunden aufgehen zu lassen. Wer nicht täglich backt, kann ihn im Kühlschrank aufbewahren und nur einmal pro Woche füttern.

## Der Teig und die Gare

Für ein Brot mischt man 500 Gramm Mehl mit 350 Gramm Wasser, 100 Gramm Sauerteig und etwas Salz. Der Teig wird in den ersten Stunden mehrmals gefaltet, damit er Spannung bekommt. Danach ruht er über Nacht im Kühlschrank, denn die lange und kühle Gare macht das Aroma tiefer.

## Backen im Topf

Am besten gelingt die Kruste in einem schweren Topf mit Deckel. Der Deckel hält in den ersten zwanzig Minuten den Dampf im Topf, sodass das Brot gut aufgehen kann. Danach nimmt man den Deckel ab und backt das Brot, bis die Kruste dunkel und knusprig ist.
`;

export const FRENCH_ARTICLE = `# Faire son pain au levain

Le pain au levain est un pain qui lève grâce à un levain naturel et non grâce à la levure du commerce. Le levain est un mélange de farine et d'eau dans lequel vivent des levures sauvages et des bactéries lactiques.

## Comment entretenir le levain ?

Il faut nourrir le levain chaque jour avec de la farine et de l'eau. Après une semaine environ, il devient assez actif pour faire lever une pâte en quelques heures. Si vous ne faites pas de pain tous les jours, vous pouvez le garder au réfrigérateur et le nourrir une fois par semaine.

## La pâte et la fermentation

Pour un pain, on mélange 500 grammes de farine avec 350 grammes d'eau, 100 grammes de levain et un peu de sel. La pâte est rabattue plusieurs fois pendant les premières heures pour lui donner de la force. Elle repose ensuite toute la nuit au réfrigérateur, car une fermentation lente et froide rend le goût plus profond.

## La cuisson en cocotte

La croûte réussit le mieux dans une cocotte lourde avec un couvercle. Le couvercle garde la vapeur pendant les vingt premières minutes, ce qui permet au pain de bien se développer. Ensuite on retire le couvercle et on laisse cuire le pain jusqu'à ce que la croûte soit dorée et croustillante.
`;
