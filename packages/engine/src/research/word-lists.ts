// English word lists the measurements share, and the commonest function words of other
// languages; the word sets are data (word-lists.json), the patterns stay here beside their use.
import lists from './word-lists.json' with { type: 'json' };

/** Articles, pronouns, prepositions, conjunctions and auxiliaries: the glue of real prose. */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(lists.functionWords);

/** Paragraph openings that lean on the text before them, so the passage cannot stand alone. */
export const DANGLING_STARTS: ReadonlySet<string> = new Set(lists.danglingStarts);

/**
 * Function words that mark English prose; shared with other languages ("in", "a", "die") are
 * left out so the share measures English alone.
 */
export const ENGLISH_MARKERS: ReadonlySet<string> = new Set(lists.englishMarkers);

/**
 * The commonest function words of other languages the product's users write in, without the
 * words English shares. Their share against ENGLISH_MARKERS tells a foreign text apart cheaply.
 */
export const FOREIGN_FUNCTION_WORDS: Readonly<Record<string, ReadonlySet<string>>> =
  Object.fromEntries(
    Object.entries(lists.foreignFunctionWords).map(([language, words]) => [
      language,
      new Set(words),
    ]),
  );

/** Words that make a claim absolute; a claim carrying one needs a source. */
export const SUPERLATIVE_PATTERN =
  /\b(?:best|worst|biggest|largest|smallest|greatest|highest|lowest|fastest|slowest|cheapest|leading(?!\s+(?:["'“=]|zeros?|white ?space|spaces?|slash(?:es)?|dash(?:es)?|hyphens?|characters?|dots?|underscores?|and trailing|edge|tabs?))|unmatched|unrivall?ed|revolutionary|guaranteed|proven|number one|world's|most (?:popular|effective|important|common|powerful|advanced|accurate|reliable|trusted|widely))\b|#1\b/i;

/** Verbs that open an instruction: a step is not a claim that needs a source. */
export const IMPERATIVE_START =
  /^(?:add|use|arrange|ensure|configure|enable|disable|specify|unpack|extract|restart|reboot|launch|execute|grind|stir|cover|strain|store|buy|mix|pour|let|keep|filter|put|make|take|try|check|set|follow|choose|avoid|remove|place|leave|heat|serve|steep|measure|weigh|start|stop|open|write|read|click|select|enter|install|run|go|turn|cut|wash|bake|boil|cook|preheat|fill|replace|apply|ask|call|visit|see|note|remember|plan|get|give|wait|repeat|save|send|share|bring|combine|whisk|slice|limit|aim|allow|rinse|drain|press|hold|type|copy|paste|upload|download|create|delete|update|review|compare|test)\b|^(?:do not|don't|never)\b/i;

/** Openings that delay the answer ("In this article we will..."). */
export const PREAMBLE_PATTERN =
  /^(?:in this (?:article|post|guide|blog|piece|tutorial|video|page)|welcome\b|have you ever|ever wondered|today,? (?:we|i)\b|let's|let us|are you (?:looking|wondering|struggling|curious)|if you've ever|we(?:'ll| will) (?:explore|look|discuss|cover|dive|walk)|this (?:article|post|guide|page) (?:will|explains|covers|is about|looks)|in today's|when it comes to|hello\b|hi\b|it's no secret|as we all know|there are many)/i;

/** Headings that name no topic, so a retriever learns nothing from them. */
export const GENERIC_HEADINGS =
  /^(?:introduction|intro|conclusion|conclusions|overview|background|summary|final thoughts|more|other|others|details|misc|miscellaneous|part \d+|section \d+|chapter \d+|notes?|update|updates|wrapping up|the end)$/i;

/**
 * The standard sections of a manual page, in the languages the manuals ship in ("NAME",
 * "BESCHREIBUNG", "VOIR AUSSI", Italian "NOME" and "FILE", Portuguese "SINOPSE"): they name
 * the page's parts, not a topic a reader asks about.
 */
export const MANUAL_SECTIONS =
  /^(?:name|synopsis|description|nome|sintassi|descrizione|opzioni|esempi|file|vedere anche|bug|ambiente|variabili d['’]ambiente|stati d['’]uscita|valori? restituit[oi]|cronologia|traduzione|sinopse|descrição|opções|exemplos|arquivos|veja também|ver também|tradução|notas?|avisos?|avvertenz[ae]|advertencias?|options|see also|files|environment|exit status|return value|errors|bugs|reporting bugs|authors?|copyright|history|notes|examples|conforming to|standards|nom|synopsis|voir aussi|fichiers|environnement|auteurs?|exemples|traduction|bezeichnung|übersicht|beschreibung|optionen|siehe auch|dateien|umgebung|fehler|autor(?:en)?|beispiele|übersetzung|nombre|sinopsis|descripción|opciones|véase también|archivos|entorno|autores?|ejemplos|traducción|anmerkungen|hinweise|konfiguration|rückgabewerte?|exit-status|fehlerberichte|remarques|valeurs? renvoyées?|code de retour|état de sortie|bogues|historique|copie|notas|errores|fallos|ficheros|copia|estado de salida|valor devuelto|historia|véase también)$/i;

/**
 * The section names technical documents share by convention (a README's "Installation",
 * "Usage", "License"; their French, German, Spanish, Portuguese, Russian, Ukrainian and Polish
 * forms): readers look for them by these names, so they are never asked to become questions
 * (issue 10). A qualifier changes no name ("Basic usage"), and "More about <name>" asks
 * nothing in any language ("Больше о ..."). Sponsor and funding sections ("Gold Sponsors",
 * "Sponsors Platine", "Спонсорство и финансирование проекта", "Platynowi Sponsorzy") and
 * admonitions ("Warning: ...") count too, and so do the sections of a project policy's
 * template ("Code of Conduct", "Supported Versions").
 */
export const CONVENTIONAL_SECTIONS =
  /^(?:(?:quick|getting|get) ?start(?:ed)?|installation|installing|install|setup|set ?up|usage|use|using|how to use|example|examples|(?:basic|simple|advanced|quick|full|typical|common) (?:usage|use|examples?)|demo|api|api reference|reference|docs|documentation|(?:read|see) (?:the )?(?:docs|documentation|guide|manual)|options|methods|configuration|config|requirements|prerequisites|dependencies|compatibility|(?:browser|platform|node(?:\.js)?) support|supported platforms|features|highlights|license|licence|licensing|copyright|contributing|contribute|contributors|contribution|contributions|development|building|build|tests?|testing|running tests|benchmarks?|performance|changelog|change ?log|changes|history|release notes|releases|versioning|migration|migrating|upgrading|upgrade guide|roadmap|status|motivation|security|troubleshooting|known issues|issues|bugs|reporting (?:bugs|issues)|code of conduct|supported versions|reporting (?:a )?(?:security )?vulnerabilit(?:y|ies)|reporting security (?:issues|bugs)|security polic(?:y|ies)|cli|command[- ]line(?: usage| interface)?|limitations|caveats|faq|support|help|community|communication|contact|authors?|maintainers?|credits|acknowledge?ments?|thanks|(?:sponsors?|sponsoring|sponsorship|patrocin\w*|funding|financ\w*|backers|(?:platinum|gold|silver|bronze) sponsors|project sponsorship)\b.*|related|related (?:projects|packages|modules|libraries|tools)|extras|plugins|add-?ons|integrations|ecosystem|see also|similar projects|alternatives|links|resources|more|abstract|introduction|preface|background|feedback(?: appreciated| welcome)?|table of contents|contents|toc|(?:(?:more )?about|plus sur|más sobre|mais sobre(?: o)?|mehr über|über) [\w.-]+|(?:больше о|подробнее о|ещё о|еще о|більше про|детальніше про|więcej o) \S+(?: \S+)?|(?:см\.|смотрите) также|(?:див\.|дивіться) також|zobacz (?:też|także)|.*(?:спонсор|финансир|фінансув|sponsorz|finansow).*|(?:building|installing|running|using|testing|configuring|contributing to|upgrading|deploying) [\w.-]+(?: [\w.-]+)?|(?:warning|note|important|caution|tip)\b.*|utilisation|contribuer|licence|dépendances|fonctionnalités|benutzung|verwendung|lizenz|mitwirken|abhängigkeiten|funktionen|uso|licencia|contribuir|instalación|instalação|documentação|características|documentación|patrocinadores|установка|использование|документация|лицензия|финансирование|спонсоры|встановлення|використання|документація|ліцензія|фінансування|спонсори|instalacja|użycie|dokumentacja|licencja|finansowanie|sponsorzy)$/i;

/**
 * The same section names in Chinese, Japanese and Korean READMEs ("安装", "使い方", "설치",
 * "金牌赞助商", "... をもっと詳しく"). Kept apart from CONVENTIONAL_SECTIONS: word boundaries
 * mean nothing in these scripts, so a sponsor or "more about" name may carry text around it.
 */
export const CJK_CONVENTIONAL_SECTIONS =
  /^(?:安装|安裝|使用|用法|使用方法|快速开始|快速開始|入门|入門|文档|文檔|文件|更多信息|更多資訊|贡献|貢獻|许可证|許可證|常见问题|常見問題|インストール|使い方|はじめに|ドキュメント|ライセンス|貢献|よくある質問|설치|사용법|사용|문서|기여|라이선스|자주 묻는 질문|.*(?:赞助|贊助|资金支持|資金支持|スポンサー|스폰서|후원).*|.*(?:更多信息|更多資訊|もっと詳しく|자세히 알아보기).*)$/u;

/**
 * A README's call to its reader, worded as a question with its subject left out: "Caught a Bug?",
 * "Need help?", "Questions?". No one asks it of a search engine; it heads a section named by
 * convention, not a question to answer below.
 */
export const READER_CALL_HEADING =
  /^(?:caught|found|spotted|got|need|want|looking for|having|stuck|questions|problems|issues|ideas|feedback|suggestions|like|love|enjoying)\b(?:\s+[\p{L}\p{N}'’.-]+){0,3}\s*\?$/iu;

export const QUESTION_START =
  /^(?:what|how|why|when|where|who|whom|whose|which|can|could|does|do|did|is|are|was|were|should|will|would|has|have|may)\b/i;
