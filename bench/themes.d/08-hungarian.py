# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Hungarian's commonest words (the articles "a", "az" and "egy", the
# conjunctions, postpositions, pronouns and particles, the forms of "van"
# and "lesz", the news desk's adverbs), as common as English's in WORDS
# are, "a", "az", "és", "hogy", "is" and "nem" the most often; the words a
# comma goes before; the small words no headline nor sentence ends on
HU_WORDS = ("a a a a a az az az egy egy egy és és és és hogy hogy hogy nem nem nem is is is meg meg de de már már csak "
            "csak még még ez ez az azt ezt volt volt van lesz nincs mint mert ha pedig vagy szerint szerint után előtt "
            "között miatt alatt mellett sem most akkor így ami amely aki amit ahol amikor egyik több kell lehet majd "
            "újabb tavaly idén ezért viszont azonban ugyanakkor illetve valamint amelyet akik ezzel azzal arról erről "
            "számára legalább mintegy csaknem ismét eddig szintén nagyon egyre teljesen ugyanis hiszen sőt mégis "
            "ráadásul jelenleg korábban később közben végül azóta továbbra mindez ezek azok minden olyan ilyen annak "
            "ennek arra erre kedden szerdán csütörtökön pénteken hétfőn vasárnap szombaton hét két három első második "
            "utolsó nagy új régi sok kevés során óta felé nélkül keresztül helyett ellen kívül belül szintén is").split()
HU_WORDSET = set(HU_WORDS)
HU_COMMA = ("hogy", "de", "mert", "ami", "amely", "aki", "amit", "ahol", "amikor", "ha", "azonban", "viszont", "ugyanis",
            "hiszen", "sőt", "illetve", "amelyet", "akik", "mégis", "pedig")
HU_SMALL = ("a", "az", "egy", "és", "hogy", "de", "mert", "ha", "vagy", "mint", "ami", "amely", "aki", "amit", "ahol",
            "amikor", "illetve", "valamint", "ezért", "ugyanis", "hiszen", "sőt", "amelyet", "akik", "szerint", "sem",
            "pedig", "viszont", "azonban", "mégis")
# the postpositions and particles no sentence nor headline opens on
HU_NOSTART = ("szerint", "után", "előtt", "között", "miatt", "alatt", "mellett", "óta", "során", "felé", "nélkül", "keresztül", "helyett",
              "ellen", "kívül", "belül", "is", "sem", "meg", "számára", "annak", "ennek", "arra", "erre")
HU_ABBR = ("kb.", "pl.", "stb.", "ún.", "dr.", "Kft.", "Zrt.", "Nyrt.", "Btk.", "ill.")
HU_VOWELS = "aáeéiíoóöőuúüű"
HU_LONG = str.maketrans("ae", "áé")
# acronyms as Hungarian news prints them: (the acronym, its article, its suffixes' harmony)
HU_ACRONYMS = [("EU", "az", "b"), ("NAV", "a", "b"), ("MÁV", "a", "b"), ("KSH", "a", "b"), ("MNB", "az", "f"), ("NATO", "a", "b"),
               ("ENSZ", "az", "f"), ("OTP", "az", "f"), ("ELTE", "az", "f"), ("MTA", "az", "b"), ("ÁSZ", "az", "b"),
               ("BKK", "a", "b"), ("OMSZ", "az", "f"), ("BKV", "a", "b"), ("NNGYK", "az", "b")]
HU_SAID = ["mondta", "közölte", "fogalmazott", "tette hozzá", "írta", "hangsúlyozta", "emelte ki", "nyilatkozta", "jelentette ki",
           "mondta el", "reagált", "szögezte le"]
HU_MONTHS = ["január", "február", "március", "április", "május", "június", "július", "augusztus", "szeptember", "október",
             "november", "december"]
HU_DAYS = ["hétfő", "kedd", "szerda", "csütörtök", "péntek", "szombat", "vasárnap"]
# family names and given names: a Hungarian's name is the family name first ("Kovács Péter")
HU_SURNAMES = ["Nagy", "Kovács", "Tóth", "Szabó", "Horváth", "Varga", "Kiss", "Molnár", "Németh", "Farkas", "Balogh", "Papp",
               "Takács", "Juhász", "Lakatos", "Mészáros", "Oláh", "Simon", "Rácz", "Fekete", "Szilágyi", "Török", "Fehér",
               "Balázs", "Gál", "Szűcs", "Kocsis", "Pintér", "Fodor", "Szalai", "Sipos", "Magyar", "Lukács", "Gulyás", "Bíró",
               "Király", "Katona", "Jakab", "Sándor", "Boros", "Fazekas", "Kelemen", "Antal", "Somogyi", "Orosz", "Fülöp",
               "Veres", "Vincze", "Hegedűs", "Deák", "Bálint", "Illés", "Vass", "Szőke", "Fábián", "Vörös", "Lengyel"]
HU_GIVEN = ["Péter", "László", "István", "József", "Zoltán", "Gábor", "Tamás", "Attila", "Balázs", "Dániel", "Gergely", "Ádám",
            "Bence", "Márton", "Levente", "Dávid", "Csaba", "Zsolt", "András", "Tibor", "Máté", "Bálint", "Áron", "Kristóf",
            "Szabolcs", "Anna", "Eszter", "Zsófia", "Katalin", "Réka", "Dóra", "Júlia", "Noémi", "Lilla", "Anita", "Krisztina",
            "Orsolya", "Boglárka", "Petra", "Nóra", "Emese", "Judit", "Ágnes", "Andrea", "Fanni", "Kinga", "Flóra"]


def hu_harmony(w):
    """A Hungarian word's vowel harmony, which picks its suffixes' forms:
    "b" back (a, á, o, ó, u, ú), "r" front rounded (ö, ő, ü, ű) or "f"
    front (e, é, i, í); i, í and é are neutral, a word whose last other
    vowel is back takes the back forms ("papírban")."""
    for c in reversed(w.lower()):
        if c in "aáoóuú":
            return "b"
        if c in "öőüű":
            return "r"
        if c == "e":
            return "f"
    return "f"


# the instrumental's "v" doubles a final consonant ("házzal", "kormánnyal")
HU_DOUBLE = {"sz": "ssz", "zs": "zzs", "cs": "ccs", "gy": "ggy", "ny": "nny", "ty": "tty", "ly": "lly"}


def hu_suffix(w, s):
    """w with the suffix s, a template "back|front|rounded" (or one form
    for all): "V" opening it is a linking vowel, dropped after a vowel
    ("Vk": "házak", "kérések", "tökök", "almák"); "W" is the instrumental's
    "v", which after a consonant doubles it ("Wal|Wel|Wel"); the stem's
    final "a" or "e" lengthens to "á" or "é" before any suffix."""
    forms = s.split("|")
    h = hu_harmony(w)
    f = forms[0] if h == "b" or len(forms) == 1 else forms[1] if h == "f" or len(forms) == 2 else forms[2]
    if w[-1] in "ae":
        w = w[:-1] + w[-1].translate(HU_LONG)
    if f.startswith("V"):
        if w[-1] in HU_VOWELS:
            f = f[2:] if f.startswith("Vtt") else f[1:]  # "-tt" after a vowel is "-t" ("várt", "almát")
        else:  # back words link with "o", some with "a" ("házak"), front ones with "e", rounded ones with "ö"
            last = [c for c in w if c in HU_VOWELS][-1:] or ["e"]
            f = {"b": "a" if last[0] in "aá" and len(w) % 2 == 0 else "o", "f": "e", "r": "ö"}[h] + f[1:]
    elif f.startswith("W"):
        if w[-1] in HU_VOWELS:
            f = "v" + f[1:]
        else:
            d = w[-2:] if w[-2:] in HU_DOUBLE else None
            return (w[:-2] + HU_DOUBLE[d] if d else w + w[-1]) + f[1:]
    return w + f


# derivational suffixes (a noun, an adjective, a verb's noun or participle)
HU_DERIV = ["ság|ség", "Vs|Vs|Vs", "ás|és", "i", "ó|ő", "talan|telen", "ú|ű", "szerű", "Vk", "ási|ési", "beli", "nyi", "kodás|kedés|ködés"]
# inflections: the cases, the plural, the possessive and the verbs' persons and tenses
HU_INFL = ["ban|ben", "ba|be", "ból|ből", "nak|nek", "ra|re", "ról|ről", "tól|től", "nál|nél", "hoz|hez|höz", "Wal|Wel", "ig",
           "ként", "Vk", "Vt", "Vn", "ja|je", "juk|jük", "jában|jében", "jának|jének", "jára|jére", "ját|jét", "ok|ek|ök",
           "okat|eket|öket", "okban|ekben|ökben", "oknak|eknek|öknek", "okkal|ekkel|ökkel", "nak|nek", "Vtt", "Vttak|Vttek|Vttek",
           "ta|te", "ták|ték", "ja|i", "ják|ik", "hat|het", "hatja|heti", "hatnak|hetnek", "ni", "va|ve", "ná|né", "nának|nének",
           "juk|jük", "ják|ik"]
HU_PREVERBS = ["meg", "meg", "meg", "el", "el", "ki", "ki", "be", "fel", "le", "át", "vissza", "össze", "rá", "hozzá", "szét", "végig"]


def lexicon_hu():
    """5,000 made-up Hungarian words, the same on every run: stems of one
    to three syllables of Hungarian's onsets ("sz", "cs", "gy", "ny", "zs"
    among them, a cluster opening a loanword at times), vowels of one
    harmony (back: a, á, o, ó, u, ú; front: e, é, i, í; or front rounded:
    ö, ő, ü, ű) and codas (doubled "ll", "tt", "ss", "nn" among them),
    compounds of two stems at times ("...szóvivő"), then a derivational
    suffix and an inflection in the stem's harmony ("-ságban", "-éseket",
    "-hoz", "-ről", "-jának", "-ották"), a preverb on some verbs' forms
    ("meg-", "el-", "ki-", "össze-"): long agglutinated words, as
    Hungarian's are."""
    r = random.Random(0)
    onsets = [c for c, k in [("", 5), ("k", 8), ("m", 6), ("sz", 7), ("t", 7), ("h", 5), ("v", 6), ("f", 5), ("b", 5), ("n", 4), ("l", 4),
                             ("p", 4), ("r", 3), ("s", 5), ("g", 3), ("j", 3), ("cs", 3), ("gy", 3), ("z", 2), ("d", 3), ("ny", 1),
                             ("zs", 1), ("ty", 1), ("c", 1), ("tr", 1), ("kr", 1), ("pr", 1), ("st", 1), ("sp", 1)] for _ in range(k)]
    mids = [c for c, k in [("k", 6), ("m", 4), ("sz", 5), ("t", 6), ("v", 4), ("l", 6), ("r", 7), ("n", 6), ("s", 4), ("g", 4), ("j", 3),
                           ("d", 4), ("z", 3), ("b", 3), ("cs", 2), ("gy", 3), ("ny", 3), ("ly", 2), ("zs", 1), ("ty", 1), ("h", 1),
                           ("p", 2), ("f", 1), ("ll", 2), ("tt", 2), ("ss", 1), ("nn", 1), ("rr", 1), ("zz", 1), ("kk", 1)] for _ in range(k)]
    codas = [c for c, k in [("", 14), ("l", 4), ("r", 4), ("n", 4), ("s", 3), ("t", 3), ("k", 2), ("m", 2), ("z", 2), ("g", 1), ("sz", 2),
                            ("ny", 2), ("gy", 1), ("ly", 1), ("j", 2), ("rt", 1), ("lt", 1), ("nt", 1), ("nd", 1), ("ng", 1), ("rk", 1),
                            ("lk", 1), ("szt", 1), ("st", 1), ("rd", 1), ("ll", 1), ("tt", 1)] for _ in range(k)]
    vowels = {"b": [v for v, k in [("a", 10), ("á", 7), ("o", 7), ("ó", 2), ("u", 3), ("ú", 1), ("i", 2), ("é", 1)] for _ in range(k)],
              "f": [v for v, k in [("e", 13), ("é", 7), ("i", 6), ("í", 1)] for _ in range(k)],
              "r": [v for v, k in [("ö", 4), ("ő", 3), ("ü", 3), ("ű", 1), ("e", 3), ("é", 2), ("i", 1)] for _ in range(k)]}

    def stem():
        h = r.choice("bbbbbfffrr")
        s = r.choice(onsets)
        for i in range(r.choice([1, 2, 2, 2, 3])):
            if i:
                s += r.choice(mids)
            s += r.choice(vowels[h])
        return s + r.choice(codas)
    out = set()
    while len(out) < 5000:
        w = stem()
        if r.random() < 0.2:
            w += stem()
        if r.random() < 0.35:
            w = hu_suffix(w, r.choice(HU_DERIV))
        if r.random() < 0.7:
            s = r.choice(HU_INFL)
            w = hu_suffix(w, s)
            if s in HU_INFL[23:] and r.random() < 0.3:
                w = r.choice(HU_PREVERBS) + w
        if any(w[i] == w[i + 1] == w[i + 2] for i in range(len(w) - 2)) or any(a in HU_VOWELS and b in HU_VOWELS for a, b in zip(w, w[1:])):
            continue
        if 4 <= len(w) <= 20 and w not in HU_WORDSET:
            out.add(w)
    # sorted for a fixed order, then shuffled: the commonest words (the
    # lexicon's first) are not all of one initial letter
    out = sorted(out)
    random.Random(1).shuffle(out)
    return out


LEXICON_HU = lexicon_hu()


def hu_name(r):
    """A made-up person: a family name and a given name, as Hungarian
    writes them ("Kovács Péter")."""
    return "%s %s" % (r.choice(HU_SURNAMES), r.choice(HU_GIVEN))


def hu_word(r):
    """A common Hungarian word, or a made-up one (the lexicon's first the
    most often), a proper name's capital at times."""
    if r.random() < 0.42:
        return r.choice(HU_WORDS)
    w = LEXICON_HU[int(len(LEXICON_HU) * r.random() ** 2)]
    return cap_first(w) if r.random() < 0.035 else w


def hu_day_sfx(d):
    """The suffix of a day of the month as Hungarian writes it after the
    number: "1-jén", "12-én", "3-án", "20-án"."""
    if d == 1:
        return "jén"
    return "án" if d % 10 in (2, 3, 6, 8) or d in (20, 30) else "én"


def hu_join(r, w, punct=True):
    """Hungarian words as a text: "a" before a consonant and "az" before
    a vowel, a made-up word after them where a small word would be; a
    comma before "hogy" (almost always), "de", "mert", "ami", "amely",
    "aki", "ahol", "amikor", "ha"... and at times elsewhere; a number as
    Hungarian prints it at times (the decimal comma, "15 százalék", "3,5
    milliárd forint", "12 ezer", "2023-ban", "március 12-én", "18
    órakor"), an acronym with its article and at times a suffix after a
    hyphen ("az EU-ban", "a NAV-nál"), a phrase in „ ” quotes at times."""
    w = list(w)
    if punct and len(w) > 6 and r.random() < 0.16:
        x = r.random()
        y = r.choice([2019, 2020, 2021, 2022, 2023, 2024])
        d = r.randint(1, 28)
        n = ("%d százalék%s" % (r.randint(2, 90), r.choice(["", "kal", "os", "át"])) if x < 0.14 else
             "%d,%d százalék%s" % (r.randint(1, 40), r.randint(1, 9), r.choice(["", "kal", "ra"])) if x < 0.22 else
             "%d %s forint%s" % (r.randint(2, 900), r.choice(["millió", "millió", "milliárd", "ezer"]), r.choice(["", "ot", "ért", "os"])) if x < 0.36 else
             "%d,%d milliárd forint%s" % (r.randint(1, 99), r.randint(1, 9), r.choice(["", "ot", "tal"])) if x < 0.42 else
             "%d ezer" % r.randint(2, 300) if x < 0.5 else
             "%d-%s" % (y, "ban" if y in (2020, 2023) else "ben") if x < 0.6 else
             "%s %d-%s" % (r.choice(HU_MONTHS), d, hu_day_sfx(d)) if x < 0.72 else
             "%d órakor" % r.randint(7, 22) if x < 0.78 else
             "%d %s" % (r.randint(2, 300), r.choice(["ember", "embert", "kilométerre", "éves", "napig", "percen", "fős", "lakást", "esetben"])))
        w.insert(r.randint(1, len(w) - 3), n)
    if punct and len(w) > 6 and r.random() < 0.06:
        a, art, h = r.choice(HU_ACRONYMS)
        sfx = r.choice(["", "", "-" + r.choice(["ban|ben", "nál|nél", "hoz|hez", "tól|től", "ra|re", "nak|nek"]).split("|")[0 if h == "b" else 1]])
        k = r.randint(1, len(w) - 3)
        w[k:k] = [art, a + sfx]
    if punct and len(w) > 6 and r.random() < 0.09:
        a = r.randrange(1, len(w) - 3)
        b = r.randint(a, min(len(w) - 3, a + 3))
        w[a] = "\u201e" + w[a]
        w[b] = w[b] + "\u201d"
    # the articles: a made-up word after them, "az" before a vowel (an
    # acronym's by its letters' sound: "az MNB", "a NAV")
    acr = {a: art for a, art, _ in HU_ACRONYMS}
    for i, x in enumerate(w):
        bare = x.lstrip("\u201e")
        if bare in ("a", "az", "egy") and i + 1 < len(w):
            nxt = w[i + 1]
            if nxt.split("-")[0] in acr:
                if bare != "egy":
                    w[i] = x[:len(x) - len(bare)] + acr[nxt.split("-")[0]]
                continue
            if nxt in HU_WORDSET and nxt not in ("új", "régi", "nagy", "két", "három", "első", "második", "utolsó", "több", "sok"):
                w[i + 1] = nxt = LEXICON_HU[int(len(LEXICON_HU) * r.random() ** 2)]
            if bare != "egy":
                c = nxt.lstrip("\u201e")[:1].lower()
                w[i] = x[:len(x) - len(bare)] + ("az" if c in HU_VOWELS else "a")
    s = ""
    for i, x in enumerate(w):
        if punct and 0 < i < len(w) - 1 and s[-1] not in ",\u201e" and x[:1] != "\u201d" and w[i - 1] not in HU_SMALL and (
                x in HU_COMMA and r.random() < (0.93 if x == "hogy" else 0.7) or r.random() < 0.035):
            s += ","
        s += (" " if s else "") + x
    return s


def hu_sentence(r, w):
    """A Hungarian sentence of the words w: its first letter a capital,
    closed by a full stop, a question mark or an exclamation; at times a
    speaker's words in „ ” closed by "– mondta NAME." or "– közölte a
    szóvivő.", the quote's own full stop dropped, as Hungarian reporting
    writes them, a quote inside it in » «."""
    while len(w) > 3 and w[-1] in HU_SMALL:
        w.pop()
    if w[0] in HU_NOSTART:
        w[0] = LEXICON_HU[int(len(LEXICON_HU) * r.random() ** 2)]
    if r.random() < 0.07 and len(w) > 5:
        who = r.choice([hu_name(r), hu_name(r), hu_name(r), "a szóvivő", "a polgármester", "a miniszter", "az államtitkár", "a rendőrség",
                        "a cég", "az elnök", "a szakértő"])
        q = cap_first(hu_join(r, w)).replace("\u201e", "\u00bb").replace("\u201d", "\u00ab")
        e = r.choice(["", "", "", "", "?", "!"])
        said = "kérdezte" if e == "?" else r.choice(HU_SAID)
        return "\u201e%s%s\u201d \u2013 %s %s." % (q, e, said, who)
    return cap_first(hu_join(r, w)) + r.choice(["."] * 11 + ["?", "!"])


def hu_title(r):
    """A Hungarian headline in sentence case, no full stop: a speaker and
    the words at times ("NAME: Nem ..." or 'NAME: „..."'), a theme before a
    colon, the rest in small letters ("Koronavírus: újabb ..."), two
    clauses split by a comma ("Kiderült, mennyit ..."), a question."""
    w = [hu_word(r) for _ in range(r.randint(4, 11))]
    while w[-1] in HU_SMALL:
        w[-1] = LEXICON_HU[int(len(LEXICON_HU) * r.random() ** 2)]
    if w[0] in HU_NOSTART:
        w[0] = LEXICON_HU[int(len(LEXICON_HU) * r.random() ** 2)]
    x = r.random()
    if x < 0.1:
        return "%s: %s" % (hu_name(r), cap_first(hu_join(r, w, False)))
    if x < 0.15:
        return "%s: \u201e%s\u201d" % (hu_name(r), cap_first(hu_join(r, w, False)))
    if x < 0.27 and w[0] not in HU_WORDSET:
        return "%s: %s" % (cap_first(w[0]), hu_join(r, w[1:], False))
    if x < 0.42 and len(w) > 5:
        k = r.randint(2, len(w) - 3)
        while w[k - 1] in HU_SMALL:
            w[k - 1] = LEXICON_HU[int(len(LEXICON_HU) * r.random() ** 2)]
        return cap_first(hu_join(r, w[:k], False)) + ", " + hu_join(r, w[k:], False)
    s = cap_first(hu_join(r, w, False))
    return s + "?" if x > 0.94 else s


HU_ASCII = str.maketrans("áéíóöőúüűÁÉÍÓÖŐÚÜŰ", "aeiooouuuAEIOOOUUU")
# the sections: (the label as the site prints it, its path)
HU_SECTIONS = {"telex": [("Belföld", "belfold"), ("Belföld", "belfold"), ("Külföld", "kulfold"), ("Gazdaság", "gazdasag"), ("Tudomány", "tudomany"),
                         ("Kult", "kult"), ("Sport", "sport"), ("After", "after")],
               "index": [("belföld", "belfold"), ("belföld", "belfold"), ("külföld", "kulfold"), ("gazdaság", "gazdasag"),
                         ("tech-tudomány", "techtud"), ("kultúr", "kultur"), ("sport", "sport")],
               "444": [("Belföld", "belfold"), ("Belföld", "belfold"), ("Külföld", "kulfold"), ("Gazdaság", "gazdasag"), ("Kultúra", "kultura"),
                       ("Tudomány", "tudomany"), ("Sport", "sport")],
               "hvg": [("Itthon", "itthon"), ("Itthon", "itthon"), ("Világ", "vilag"), ("Gazdaság", "gazdasag"), ("Tudomány", "tudomany"),
                       ("Kultúra", "kultura"), ("Sport", "sport"), ("Cégautó", "cegauto")],
               "24hu": [("Belföld", "belfold"), ("Belföld", "belfold"), ("Külföld", "kulfold"), ("Gazdaság", "fn/gazdasag"), ("Kultúra", "kultura"),
                        ("Tudomány", "tudomany"), ("Sport", "sport"), ("Élet-Stílus", "elet-stilus")],
               "nepszava": [("Belföld", "belfold"), ("Belföld", "belfold"), ("Külföld", "kulfold"), ("Gazdaság", "gazdasag"), ("Kultúra", "kultura"),
                            ("Sport", "sport"), ("Budapest", "budapest"), ("Vélemény", "velemeny")]}
# the photo agencies and the papers' own photographers' lines
HU_AGENCIES = ["MTI", "MTI", "MTI", "AFP", "Reuters", "AP", "EPA", "Getty Images", "Facebook"]
# the readers' names under Népszava's comments
HU_COMMENTERS = ["kisgyula", "Zoli68", "Anonim", "pestiolvaso", "Mari", "tényleg?", "vidéki", "Gábor_B", "szkeptikus", "balatoni",
                 "öregharcos", "Kati", "nyugdíjas", "Pista", "debreceni", "józanész", "Ferenc K.", "budai_polgar", "Erzsébet", "hodmezo"]


def hu_slug(s, sep="-", keep_case=False):
    """A headline as the sites' slug: the accents dropped ("ő" as "o"),
    every other character a separator ("-", or Index's and HVG's "_"),
    HVG's keeping the headline's capitals."""
    s = s.translate(HU_ASCII)
    if not keep_case:
        s = s.lower()
    return sep.join("".join(c if c.isalnum() and c.isascii() else " " for c in s).split())[:100].strip(sep)


def hungarian(r, t, body, cat, cs):
    """A Hungarian news site's story page of 2020-2024 in Hungarian
    (made-up words of Hungarian's vowel harmony and suffixes, "a" and "az"
    by the next word's sound, „ ” quotes, the decimal comma), one of six
    sites a site: Telex's (the Nuxt page of 2020-2021 or of 2022-2024),
    Index's, 444's (its page of 2019-2021), HVG's, 24.hu's (WordPress) or
    Népszava's.  Telex's: div#cikk-content > div.article_container_, the
    rovat's a.tag.tag--basic (and a "super" tag at times), the headline
    in div.title-section (h1.article_title on the older,
    div.title-section__top on the newer), p.article__lead, the authors'
    a.author__name, "2023. március 12. – 10:32" and "frissítve:", the
    share buttons and "Link másolása", the cover's figure and "Fotó: NAME
    / Telex", div.article-html-content of short <p>s, h2s, "Kapcsolódó"
    recommendation blocks, long-img pictures, empty placeholder-view ad
    slots, embedded posts, on some pages the "Támogasd a Telexet!" box
    among the paragraphs (else after them) and "A Telex legfrissebb híreit
    itt olvashatja" closing the text; the tags' "#tag" links,
    "Ezek is érdekelhetnek", "Legolvasottabb" and "Legfrissebb" beside,
    and window.__NUXT__ holding the lead and the text's HTML again.
    Index's: div.content-title's h1, div.szerzo's author (or "Index" or
    "MTI"), div.datum's "2023.03.12. 10:32" and "Módosítva: ...", the
    social stripe, div.lead_container > div.lead, div.cikk-torzs of <p>s,
    h3s and quotes, div.linkpreview "Kapcsolódó" boxes of a headline and
    its lead, div.szerkfotoimage pictures and their div.photographer's
    "Fotó: NAME / Index", div.cikk-inline-ad slots and their "Hirdetés",
    indavideo's player, then div.cikk-bottom-text-ad, the ul.cikk-cimkek
    of the rovat and the tags, "Legolvasottabb" and "Legfrissebb", an
    ld+json.  444's: main#content-main > div#headline's h1 and its byline
    (byline__authors, byline__category, byline__info's "2021. május 11.,
    19:31"), no lead, the <article> of short <p>s, h3s, quotes, "Kapcsolódó"
    asides of relatedContent, span.embed-444 ad slots, the membership's
    a.pr-box ("Támogasd a 444-et!") and the newsletter's nls-box among them,
    its footer's tags; on a third of the pages a live-like page instead:
    "Kiemelt" (the featured posts' titles), then article.report blocks, each
    with its time, its author, a title at times and its paragraphs, newest
    first; "Legolvasottabb" in aside#content-sidebar.  HVG's:
    div.article-content: div.article-info's rovat link and
    time.article-datetime "2023. március 12. 10:32" and "Utolsó frissítés:
    ...", div.article-title's h1, div.author-name ("hvg.hu", "MTI /
    hvg.hu" or a name and "Követés"), div.article-main: the lead in
    div.article-lead.entry-summary, figure.article-img's caption and "MTI /
    NAME", div.entry-content (#free-body on some sites) of <p>s, h2s,
    embedly cards of HVG's own stories (a headline and its lead) as its
    related, div.placeholder-ad slots, a line asking readers to follow a
    Facebook page at times; div.article-tags, Facebook's comments box with
    "Hozzászólások" on some sites, "Legolvasottabb".  24.hu's: the
    o-articleHead's a.o-articleHead__catWrap, h1.o-post__title > span, the
    m-author box, span.o-post__date "2023. 03. 12. 10:32", the cover and its
    span.a-imgSource "Fotó: NAME / 24.hu", div.o-post__lead, the share
    widget, div.o-post__body.post-body of <p>s, h2s, figure.wp-caption
    pictures, m-authorRecommend "Kapcsolódó" boxes, banner-container ad
    slots and "Hirdetés", an m-newsletter box at times, "Borítókép: ..."
    closing some; the m-tag links, m-fbComment's Facebook box and its
    notice, "Legolvasottabb" and "Friss" widgets.  Népszava's: the rovat,
    h1#article-title, the author and span#article-date, div#article-content
    holding div.article-lead and the text: div.inset-image-container
    pictures, "Kapcsolódó" cards, div.ad slots, "Nyitókép: ..." closing
    some; the "Támogassa a Népszavát!" box on some pages, div.article-tags,
    the readers' comments printed on half the sites ("Hozzászólások (12)",
    a name, "2023. március 12. 11:05", the text, "Válasz", replies in their
    parent's box, "A hozzászóláshoz be kell jelentkeznie.") or Facebook's
    box, "Legolvasottabb" and "Legfrissebb".  On all: embedded Facebook
    posts, tweets and Instagram posts after a line of the story leading to
    them ("Ezt írta Facebook-oldalán:"), a quote of a statement in a
    blockquote after its line, lists at times.  The feed's description is
    the lead on most sites (a per-site choice); on the others, and on
    444's, the first sentence or two.  The truth: the lead where it is the
    feed's description (TEASER), the story's paragraphs, subheadings,
    list items, block quotes and the lines leading to embeds, 444's live
    posts' titles and paragraphs; not the rovat, headline, authors, dates,
    the lead where the feed says something else, captions and credits,
    "Kapcsolódó" boxes (their headlines and leads counted as leaks), ads
    and their labels, the embeds' texts, the support, membership and
    newsletter boxes, "A Telex legfrissebb híreit..." and the Facebook line,
    "Borítókép:" and "Nyitókép:" lines, tags, comments nor the lists of
    headlines."""
    rs = random.Random(BLOG[0] + " hungarian")
    site = rs.choice([["telex", "444"], ["index", "24hu", "444"], ["hvg", "hvg", "nepszava"], ["nepszava", "24hu", "telex"]][DATE_STYLE])
    late = rs.random() < 0.6                                      # Telex's design of 2022-2024 (else 2020-2021's); HVG's #free-body
    feed_lead = rs.random() < {"telex": 0.9, "index": 0.85, "444": 0, "hvg": 0.85, "24hu": 0.75, "nepszava": 0.8}[site]
    adlab = rs.random() < 0.75                                    # "Hirdetés" printed over the ad slots
    native = site == "nepszava" and rs.random() < 0.5             # Népszava's comments printed in the page
    fbbox = site in ("hvg", "24hu", "nepszava") and not native and rs.random() < 0.75
    support_in = rs.random() < 0.5                                # Telex's box among the paragraphs on some pages
    ldjson = rs.random() < 0.7
    years = {"telex": [2022, 2023, 2024] if late else [2020, 2021], "index": [2020, 2021, 2022, 2023], "444": [2019, 2020, 2021],
             "hvg": [2020, 2021, 2022, 2023], "24hu": [2020, 2021, 2022, 2023, 2024], "nepszava": [2020, 2021, 2022, 2023, 2024]}[site]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = min(pub + datetime.timedelta(minutes=r.randint(8, 8 * 60)), pub.replace(hour=23, minute=59)) if r.random() < 0.4 else None
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if 4 <= d.month <= 10 else "+01:00")
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    long_d = lambda d: "%d. %s %d." % (d.year, HU_MONTHS[d.month - 1], d.day)
    sec, spath = r.choice(HU_SECTIONS[site])
    alnum = "abcdefghijklmnopqrstuvwxyz0123456789"
    ends = lambda w: w.endswith((".", "?", "!")) and w not in HU_ABBR

    def sents(p):
        return word_sents(p, ends)

    def url(h=None, s=None, d=None):
        h = h or title(r)
        s = s or r.choice(HU_SECTIONS[site])[1]
        d = d or pub - datetime.timedelta(days=r.randint(0, 20), minutes=r.randint(0, 900))
        if site == "telex":
            return "https://telex.hu/%s/%d/%02d/%02d/%s" % (s, d.year, d.month, d.day, hu_slug(h))
        if site == "index":
            return "https://index.hu/%s/%d/%02d/%02d/%s/" % (s, d.year, d.month, d.day, hu_slug(h, "_")[:80].rstrip("_"))
        if site == "444":
            return "https://444.hu/%d/%02d/%02d/%s" % (d.year, d.month, d.day, hu_slug(h))
        if site == "hvg":
            return "https://hvg.hu/%s/%d%02d%02d_%s" % (s, d.year, d.month, d.day, hu_slug(h, "_", True)[:90].rstrip("_"))
        if site == "24hu":
            return "https://24.hu/%s/%d/%02d/%02d/%s/" % (s, d.year, d.month, d.day, hu_slug(h))
        return "https://nepszava.hu/%d_%s" % (r.randint(3070000, 3250000), hu_slug(h))

    def img(w=1200, h=675):
        name = hu_slug(" ".join(hu_word(r) for _ in range(r.randint(1, 3)))) or "kep"
        d = pub - datetime.timedelta(days=r.randint(0, 2))
        if site == "telex":
            return "https://assets.telex.hu/images/%d%02d%02d/%d-temp-%s.jpg" % (d.year, d.month, d.day, r.randint(1580000000, 1720000000),
                                                                               "".join(r.choice("abcdefghijklmnopqrstuvwxyz") for _ in range(6)))
        if site == "index":
            k = r.randint(4000000, 5999999)
            return "https://kep.index.hu/1/0/%d/%d/%d/%d_%s_%s.jpg" % (k // 1000, k // 100, k // 10, k, "".join(r.choice("0123456789abcdef") for _ in range(32)), r.choice(["wm", "cr", "ma"]))
        if site == "444":
            return "https://media.444.hu/uploads/%d/%02d/%s-%dx%d.jpg" % (d.year, d.month, name, w, h)
        if site == "hvg":
            g = "".join(r.choice("0123456789abcdef") for _ in range(32))
            return "https://img.hvg.hu/Img/%s-%s-%s-%s-%s/%s.jpg" % (g[:8], g[8:12], g[12:16], g[16:20], g[20:], "".join(r.choice("0123456789abcdef") for _ in range(32)))
        if site == "24hu":
            return "https://24.p3k.hu/app/uploads/%d/%02d/%s-%dx%d.jpg" % (d.year, d.month, name, w, h)
        return "https://nepszava.hu/img/uploads/articles/%d/%02d/%s_%d.jpg" % (d.year, d.month, name, r.randint(10000, 99999))

    def credit():
        """A picture's credit as the site prints it."""
        who = hu_name(r)
        a = r.choice(HU_AGENCIES)
        own = {"telex": "Telex", "index": "Index", "444": "444", "hvg": "hvg.hu", "24hu": "24.hu", "nepszava": "Népszava"}[site]
        if a == "Facebook":
            return r.choice(["Fotó: %s / Facebook" % who, "Forrás: %s Facebook-oldala" % who, "Fotó: Facebook"])
        x = r.random()
        if site == "hvg":
            return "%s / %s" % (a, who) if x < 0.7 else "Fotó: %s / %s" % (own, who)
        if x < 0.45:
            return "Fotó: %s / %s" % (who, own)
        if x < 0.8:
            return "Fotó: %s/%s" % (a, who) if a == "MTI" else "Fotó: %s / %s" % (who, a)
        return "Fotó: %s" % a

    def caption():
        w = [hu_word(r) for _ in range(r.randint(5, 16))]
        while w[-1] in HU_SMALL:
            w.pop()
        c = cap_first(hu_join(r, w)) + ("." if r.random() < 0.4 else "")
        EXTRAS.append(c)
        return c, credit()

    # the paragraphs: Telex's and 444's desks write short ones, Index's a few sentences each
    paras = []
    for p in body:
        if site in ("telex", "444", "index"):
            ss = sents(p)
            while ss:
                k = r.choice([1, 2, 2, 3] if site != "index" else [2, 3, 3, 4])
                paras.append(" ".join(ss[:k]))
                ss = ss[k:]
        else:
            paras.append(p)
    n = len(paras)

    # the lead under the headline (444 prints none), and what the feed says
    lead = None
    if site != "444" and r.random() < {"telex": 0.95, "index": 0.92, "hvg": 0.95, "24hu": 0.9, "nepszava": 0.9}[site]:
        lead = " ".join(sentence(r, 8, 24) for _ in range(r.choice([1, 1, 2])))
    first = sents(paras[0])
    live = site == "444" and n >= 4 and r.random() < 0.33

    # the bylines
    who = hu_name(r)
    x = r.random()
    if site == "index":
        author = who if x < 0.7 else r.choice(["Index", "MTI", "Index / MTI"])
    elif site == "hvg":
        author = who if x < 0.45 else r.choice(["hvg.hu", "hvg.hu", "MTI / hvg.hu", "MTI/hvg.hu"])
    elif site == "24hu":
        author = who if x < 0.7 else "24.hu"
    elif site == "nepszava":
        author = who if x < 0.75 else "Népszava"
    else:
        author = who
    authors = [author] + ([hu_name(r)] if site in ("telex", "444") and r.random() < 0.2 else [])

    # the parts among the paragraphs
    heads = {k for k in range(1, n) if r.random() < 0.25} if n >= 5 and r.random() < 0.4 else set()
    list_at = r.randrange(0, n) if n >= 3 and r.random() < 0.1 else -1
    quote_at = r.randrange(0, n) if n >= 3 and r.random() < 0.15 else -1
    embed_at = r.randrange(0, n) if n >= 2 and r.random() < 0.22 else -1
    video_at = r.randrange(0, n) if n >= 3 and site in ("index", "24hu", "hvg") and r.random() < 0.1 else -1
    rel = set(r.sample(range(0, n - 1), min(n // 3 + 1, r.choice([1, 1, 1, 2, 2, 3])))) if n >= 3 and r.random() < 0.75 else set()
    step = r.choice({"telex": [3, 4, 4], "index": [2, 3, 3], "444": [3, 4], "hvg": [3, 3, 4], "24hu": [2, 3, 3], "nepszava": [3, 4]}[site])
    ads = set(range(r.choice([1, 2, 2]), n - 1, step)) if n >= 3 and r.random() < (0.6 if site == "444" else 0.85) else set()
    pic_at = r.randrange(1, n - 1) if n >= 4 and r.random() < 0.25 else -1
    sup = site == "telex" and r.random() < 0.85 or site == "444" and r.random() < 0.6 or site == "nepszava" and r.random() < 0.5
    sup_at = r.randrange(max(1, n // 3), n - 1) if sup and n >= 4 and (site != "telex" or support_in) else -1
    nl_at = r.randrange(1, n - 1) if n >= 4 and site in ("444", "24hu") and r.random() < 0.3 else -1
    latest_line = site == "telex" and r.random() < 0.3
    fb_line = site == "hvg" and r.random() < 0.3
    cover_line = site in ("24hu", "nepszava") and r.random() < 0.3
    blocks, story = [], []
    for i, p in enumerate(paras):
        if i in heads:
            h = cap_first(hu_join(r, [hu_word(r) for _ in range(r.randint(2, 7))], False))
            while h.split()[-1] in HU_SMALL:
                h += " " + LEXICON_HU[int(1500 * r.random() ** 2)]
            h += r.choice(["", "", "", "?"])
            blocks.append(("h", h))
            story.append(h)
        blocks.append(("p", p))
        story.append(p)
        if i == list_at:
            if r.random() < 0.5:
                s = cap_first(hu_join(r, [hu_word(r) for _ in range(r.randint(4, 10))])) + ":"
                blocks.append(("p", s))
                story.append(s)
            items = [hu_join(r, [hu_word(r) for _ in range(r.randint(3, 12))]) + r.choice(["", ";", ",", "."]) for _ in range(r.randint(3, 5))]
            blocks.append(("ul", items))
            story += items
        if i == quote_at:
            s = r.choice(["%s Facebook-oldalán azt írta:" % hu_name(r), "A közleményben ez áll:", "%s így fogalmazott:" % hu_name(r),
                          cap_first(hu_join(r, ["a", LEXICON_HU[int(900 * r.random() ** 2)], "szerint:"], False)), "Ezt írták:"])
            q = [sentence(r, 8, 20) + (" " + sentence(r) if r.random() < 0.5 else "") for _ in range(r.choice([1, 1, 2]))]
            blocks.append(("p", s))
            blocks.append(("quote", q))
            story += [s] + q
        if i == embed_at:
            kind = r.choice(["fb", "fb", "tw", "ig"])
            if r.random() < 0.7:
                s = {"fb": r.choice(["Ezt írta Facebook-oldalán:", "A bejegyzés:", "%s a Facebookon ezt írta:" % hu_name(r), "A poszt:"]),
                     "tw": r.choice(["Ezt írta a Twitteren:" if pub.year < 2023 else "Ezt írta az X-en:", "A bejegyzés:"]),
                     "ig": r.choice(["Az Instagram-poszt:", "Ezt posztolta:", "A bejegyzés:"])}[kind]
                blocks.append(("p", s))
                story.append(s)
            blocks.append(("embed", kind))
        if i == video_at:
            blocks.append(("video",))
        if i in ads:
            blocks.append(("ad", i))
        if i in rel:
            blocks.append(("rel",))
        if i == pic_at:
            blocks.append(("pic",))
        if i == sup_at:
            blocks.append(("support",))
        if i == nl_at:
            blocks.append(("newsletter",))
    STORY[:] = story
    if lead and feed_lead:
        TEASER.append(lead)
    else:
        DESC.append(first[0] if r.random() < 0.6 or len(first) < 2 else " ".join(first[:2]))

    def gen_id():
        return "".join(r.choice(alnum) for _ in range(24))

    def ad(i):
        lab = ""
        if adlab and site != "telex":
            EXTRAS.append("Hirdetés")
            lab = "Hirdetés"
        if site == "telex":
            return '<placeholder-view ad="roadblock_%d" class="placeholder ad" content-type="ad"></placeholder-view>' % i
        if site == "index":
            return ('<div class="cikk-inline-ad">%s<div id="zone%d" class="goAdverticum"></div></div>' % (
                '<div class="goAdverticum ad-label">%s</div>' % lab if lab else "", 2900000 + r.randint(0, 99999)))
        if site == "444":
            return '<span class="embed-444" data-embed-type="ad" data-zone="444_cikk_roadblock_%d"></span>' % i
        if site == "hvg":
            return ('<div class="placeholder-ad">%s<div id="hvg_cikkoldal_roadblock_%d" class="adoceanzone" data-placeholder="roadblock"></div></div>' % (
                '<div class="ad-label">%s</div>' % lab if lab else "", i))
        if site == "24hu":
            return ('<div class="banner-container clearfix"><div class="banner-wrapper">%s<div id="24_cikk_roadblock_%d" class="banner-zone"></div></div></div>' % (
                '<div class="a-adLabel">%s</div>' % lab if lab else "", i))
        return '<div class="ad">%s<div class="goAdverticum" id="zone%d"></div></div>' % ('<div class="ad-label">%s</div>' % lab if lab else "", 5000000 + r.randint(0, 999999))

    def rel_box():
        k = r.choice([1, 1, 1, 2] if site in ("444", "index") else [1])
        hs = [title(r) for _ in range(k)]
        EXTRAS.extend(hs)
        us = [url(h) for h in hs]
        if site == "telex":
            EXTRAS.append("Kapcsolódó")
            return ('<div class="recommendation-block"><div class="recommendation-block__title">Kapcsolódó</div><a href="%s" class="recommendation">'
                    '<div class="recommendation__image"><img alt="%s" src="%s" loading="lazy"></div><div class="recommendation__title">%s</div></a></div>') % (
                us[0], esc(hs[0][:60]), img(320, 180), esc(hs[0]))
        if site == "index":
            EXTRAS.append("Kapcsolódó")
            ld = sentence(r, 8, 18)
            EXTRAS.append(ld)
            return ('<div class="linkpreview"><div class="linkpreview__label">Kapcsolódó</div><a href="%s" class="linkpreview__link">'
                    '<div class="linkpreview__image"><img src="%s" alt=""></div><div class="linkpreview__content"><div class="linkpreview__title">%s</div>'
                    '<div class="linkpreview__lead">%s</div></div></a>%s</div>') % (
                us[0], img(300, 169), esc(hs[0]), esc(ld), "".join('<a href="%s" class="linkpreview__more">%s</a>' % (u, esc(h)) for u, h in zip(us[1:], hs[1:])))
        if site == "444":
            EXTRAS.append("Kapcsolódó")
            return ('<aside class="related-content" data-load-type="noop" data-panelmod-type="relatedContent" data-role="inline">'
                    '<h4 class="related-content__title">Kapcsolódó</h4><ul>%s</ul></aside>') % "".join(
                '<li><a href="%s">%s</a></li>' % (u, esc(h)) for u, h in zip(us, hs))
        if site == "hvg":
            ld = sentence(r, 8, 20)
            EXTRAS.append(ld)
            return ('<blockquote class="embedly-card" data-card-controls="0" data-card-align="left"><h4><a href="%s">%s</a></h4><p>%s</p></blockquote>'
                    '<script async src="//cdn.embedly.com/widgets/platform.js" charset="UTF-8"></script>') % (us[0], esc(hs[0]), esc(ld))
        if site == "24hu":
            EXTRAS.append("Kapcsolódó")
            return ('<div class="m-authorRecommend cf _ce_measure_widget" data-ce-measure-widget="Kapcsolódó"><div class="m-authorRecommend__title">Kapcsolódó</div>'
                    '<div class="m-authorRecommend__item"><a class="m-authorRecommend__imgLink" href="%s"><img class="m-authorRecommend__img" src="%s" alt=""></a>'
                    '<h4 class="m-authorRecommend__postTitle"><a href="%s">%s</a></h4></div></div>') % (us[0], img(300, 200), us[0], esc(hs[0]))
        EXTRAS.append("Kapcsolódó")
        return ('<div class="card card--related"><div class="card-label">Kapcsolódó</div><a class="card-link" href="%s"><div class="card-image"><img src="%s" alt=""></div>'
                '<h3 class="card-title">%s</h3></a></div>') % (us[0], img(400, 225), esc(hs[0]))

    def embed(kind):
        name = hu_name(r)
        handle = hu_slug(name, "")[:r.choice([8, 12, 20])] + r.choice(["", "", "_hu", str(r.randint(1, 99))])
        d = pub - datetime.timedelta(minutes=r.randint(20, 3000))
        text = sentence(r, 6, 24)
        if kind == "fb":
            purl = "https://www.facebook.com/%s/posts/pfbid0%s" % (handle, "".join(r.choice(alnum + "ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(40)))
            return ('<div class="fb-post" data-href="%s" data-width="500" data-show-text="true"><blockquote cite="%s" class="fb-xfbml-parse-ignore">'
                    '<p>%s</p>Közzétette: <a href="https://www.facebook.com/%s">%s</a> \u2013 <a href="%s">%d. %s %d., %s</a></blockquote></div>'
                    '<div id="fb-root"></div><script async defer crossorigin="anonymous" src="https://connect.facebook.net/hu_HU/sdk.js#xfbml=1&amp;version=v17.0"></script>') % (
                purl, purl, esc(text), handle, esc(name), purl, d.year, HU_MONTHS[d.month - 1], d.day, HU_DAYS[d.weekday()])
        if kind == "tw":
            tid = r.randint(10 ** 18, 18 * 10 ** 17)
            tco = "https://t.co/" + "".join(r.choice(alnum + "ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(10))
            return ('<blockquote class="twitter-tweet" data-lang="hu"><p lang="hu" dir="ltr">%s <a href="%s">%s</a></p>&mdash; %s (@%s) '
                    '<a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%d. %s %d.</a></blockquote>'
                    '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>') % (
                esc(text), tco, "pic.twitter.com/" + tco[-10:] if r.random() < 0.4 else tco, esc(name), handle, handle, tid, d.year, HU_MONTHS[d.month - 1], d.day)
        code = "".join(r.choice(alnum + "ABCDEFGHJKLMNPQRSTUVWXYZ_-") for _ in range(11))
        return ('<blockquote class="instagram-media" data-instgrm-captioned data-instgrm-permalink="https://www.instagram.com/p/%s/?utm_source=ig_embed&amp;utm_campaign=loading" '
                'data-instgrm-version="14" style="background:#FFF; border:0; margin: 1px; max-width:540px; min-width:326px; padding:0; width:99.375%%;"><div style="padding:16px;">'
                '<a href="https://www.instagram.com/p/%s/?utm_source=ig_embed&amp;utm_campaign=loading" style="background:#FFFFFF; line-height:0; padding:0 0;" target="_blank">'
                '<div style="padding-top: 8px;"><div style="color:#3897f0; font-family:Arial,sans-serif; font-size:14px;">A bejegyzés megtekintése az Instagramon</div></div></a>'
                '<p style="margin:8px 0 0 0; padding:0 4px;"><a href="https://www.instagram.com/p/%s/?utm_source=ig_embed&amp;utm_campaign=loading" target="_blank">'
                'Ezt a bejegyzést megosztotta %s (@%s)</a></p></div></blockquote><script async src="//www.instagram.com/embed.js"></script>') % (
            code, code, code, esc(name), handle)

    def video():
        vt = title(r)
        EXTRAS.append(vt)
        if site == "index":
            vid = r.randint(3000000, 3999999)
            return ('<div class="indavideo"><iframe class="indavideo-player" type="text/html" id="player%d" title="indavideo video player" width="640" height="360" '
                    'src="https://embed.indavideo.hu/player/video/%s?autostart=0&amp;hide_title=1" frameborder="0" scrolling="no" allowfullscreen></iframe>'
                    '<p class="indavideo-title">%s</p></div>') % (vid, "".join(r.choice("0123456789abcdef") for _ in range(10)), esc(vt))
        vid = "".join(r.choice(alnum + "ABCDEFGHJKLMNPQRSTUVWXYZ_-") for _ in range(11))
        ifr = ('<iframe title="%s" width="640" height="360" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" '
               'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>') % (esc(vt), vid)
        if site == "24hu":
            return '<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube"><div class="wp-block-embed__wrapper">%s</div></figure>' % ifr
        return '<div class="video-container">%s</div>' % ifr

    def pic():
        c, cr = caption()
        src = img(1000, 667)
        if site == "telex":
            if r.random() < 0.5:
                return ('<div class="long-img"><div class="long-img__items long-img--vertical"><img alt="%s" class="pointer-none" loading="lazy" src="%s" srcset="%s 1x, %s 2x"></div>'
                        '<p class="long-img__caption">%s \u2013 %s</p></div>') % (esc(cr), src, src, src.replace(".jpg", "@2x.jpg"), esc(c), esc(cr))
            return '<figure class="media"><img alt="%s" src="%s" srcset="%s 1x" loading="lazy"><figcaption>%s \u2013 %s</figcaption></figure>' % (esc(cr), src, src, esc(c), esc(cr))
        if site == "index":
            return ('<div class="szerkfotoimage"><a href="%s" class="szerkfotoimage__link"><img src="%s" alt="%s"></a><div class="kepalairas">%s</div>'
                    '<div class="photographer">%s</div></div>') % (src, src, esc(c[:60]), esc(c), esc(cr))
        if site == "444":
            return '<figure class="wp-caption"><img src="%s" alt="" loading="lazy"><figcaption class="wp-caption-text">%s \u2013 %s</figcaption></figure>' % (src, esc(c), esc(cr))
        if site == "hvg":
            return '<figure class="article-img"><img src="%s" alt="%s" loading="lazy"><figcaption>%s <span class="article-img__credit">%s</span></figcaption></figure>' % (
                src, esc(c[:60]), esc(c), esc(cr))
        if site == "24hu":
            return ('<figure class="wp-caption aligncenter"><img loading="lazy" class="size-large wp-image-%d" src="%s" alt="" width="1000" height="667">'
                    '<figcaption class="wp-caption-text">%s %s</figcaption></figure>') % (r.randint(1000000, 9999999), src, esc(c), esc(cr))
        return ('<div class="inset-image-container"><img src="%s" alt="%s" loading="lazy"><div class="inset-image-caption">%s</div>'
                '<div class="inset-image-author">%s</div></div>') % (src, esc(c[:60]), esc(c), esc(cr))

    def support():
        if site == "telex":
            ttl, txt = "Támogasd a Telexet!", r.choice([
                "A Telexet az olvasói tartják fenn: ha fontos neked a független újságírás, támogass minket havonta néhány ezer forinttal.",
                "Nincs mögöttünk sem párt, sem üzleti kör, csak az olvasóink. Legyél te is a támogatónk, hogy a Telex megmaradjon mindenkinek ingyenesnek!",
                "Ha szeretnéd, hogy a Telex ezután is szabadon elérhető legyen, állj be a támogatóink közé!"])
            EXTRAS.extend([ttl, txt])
            return ('<div class="support-box"><div class="support-box__content"><h3 class="support-box__title">%s</h3><p class="support-box__text">%s</p>'
                    '<a class="support-box__button" href="https://telex.hu/tamogatas">Támogatom</a></div></div>') % (ttl, txt)
        if site == "444":
            txt = r.choice(["Csatlakozz a 444 támogatóihoz, hogy a független újságírás megmaradjon!",
                            "A 444-et az olvasói tartják el. Ha tetszik, amit csinálunk, légy a támogatónk!"])
            EXTRAS.append(txt)
            return ('<a class="pr-box pr-box--compact pr-box--centered" href="https://membership.444.hu"><div class="pr-box__info">%s</div>'
                    '<div class="pr-box__button">Támogatom</div></a>') % txt
        ttl, txt = "Támogassa a Népszavát!", r.choice(["Ha fontosnak tartja a független, kritikus sajtót, támogassa munkánkat!",
                                                        "A Népszava 1877 óta az olvasóiért dolgozik. Legyen Ön is a támogatónk!"])
        EXTRAS.extend([ttl, txt])
        return ('<div class="support-box"><h3 class="support-box__title">%s</h3><p>%s</p><a class="btn btn-support" href="https://nepszava.hu/tamogatas">Támogatom</a></div>') % (ttl, txt)

    def newsletter():
        if site == "444":
            txt = "Iratkozz fel a 444 hírlevelére, és minden reggel elküldjük a legfontosabb híreket!"
            EXTRAS.append(txt)
            return ('<div class="nls-layout nls-box"><h3 class="nls-box__title">Hírlevél</h3><p class="nls-box__text">%s</p><form class="nls-box__form" action="https://444.hu/hirlevel" method="post">'
                    '<input type="email" name="email" placeholder="E-mail-cím"><button type="submit">Feliratkozom</button></form></div>') % txt
        txt = "Iratkozzon fel a 24.hu hírlevelére, és értesüljön elsőként a legfontosabb hírekről!"
        EXTRAS.append(txt)
        return ('<div class="m-newsletter"><h4 class="m-newsletter__title">Hírlevél</h4><p class="m-newsletter__text">%s</p><form class="m-newsletter__form" action="https://24.hu/hirlevel/" method="post">'
                '<input type="email" name="email" placeholder="E-mail-cím"><label><input type="checkbox" name="gdpr"> Elfogadom az adatkezelési tájékoztatót</label>'
                '<button type="submit" class="a-btn">Feliratkozom</button></form></div>') % txt

    def render(bs):
        out = []
        for b in bs:
            k = b[0]
            if k == "p":
                out.append("<p>%s</p>" % esc(b[1]))
            elif k == "h":
                tag = {"telex": "h2", "index": "h3", "444": "h3", "hvg": "h2", "24hu": "h2", "nepszava": "h2"}[site]
                out.append("<%s>%s</%s>" % (tag, esc(b[1]), tag) if site != "nepszava" or r.random() < 0.6 else "<p><strong>%s</strong></p>" % esc(b[1]))
            elif k == "ul":
                out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in b[1]))
            elif k == "quote":
                out.append('<blockquote%s>%s</blockquote>' % (' class="wp-block-quote"' if site == "24hu" else "", "".join("<p>%s</p>" % esc(y) for y in b[1])))
            elif k == "embed":
                out.append(embed(b[1]))
            elif k == "video":
                out.append(video())
            elif k == "ad":
                out.append(ad(b[1]))
            elif k == "rel":
                out.append(rel_box())
            elif k == "pic":
                out.append(pic())
            elif k == "support":
                out.append(support())
            elif k == "newsletter":
                out.append(newsletter())
        return "\n".join(out)

    # 444's live-like page: the story told in posts, newest first
    reports = []
    if live:
        STORY[:] = []
        groups, k = [], 0
        while k < n:
            m = r.choice([1, 2, 2, 3])
            groups.append(paras[k:k + m])
            k += m
        rt = pub + datetime.timedelta(minutes=sum(r.randint(5, 50) for _ in groups))
        for g in groups:
            ttl = title(r) if r.random() < 0.6 else None
            reports.append((rt, hu_name(r), ttl, g, gen_id()))
            rt -= datetime.timedelta(minutes=r.randint(5, 50))
        for rt, nm, ttl, g, rid in reports:
            STORY.extend(([ttl] if ttl else []) + g)
        DESC[:] = [sents(reports[0][3][0])[0]]
    textbox = render(blocks)
    if latest_line:
        EXTRAS.append("A Telex legfrissebb híreit itt olvashatja")
        textbox += '\n<p><a href="https://telex.hu/legfrissebb">A Telex legfrissebb híreit itt olvashatja</a></p>'
    if fb_line:
        s = r.choice(["Ha nem akar lemaradni a legfontosabb hírekről, kövesse a hvg.hu-t a Facebookon!", "Kövesse a HVG Kultot a Facebookon!"])
        EXTRAS.append(s)
        textbox += '\n<p><strong><a href="https://www.facebook.com/%s" target="_blank">%s</a></strong></p>' % (r.choice(["hvghu", "hvgkult", "hvg.tech"]), s)
    if cover_line:
        c, cr = caption()
        s = "%s %s (%s)" % ("Borítókép:" if site == "24hu" else "Nyitókép:", c, cr)
        EXTRAS.append(s)
        textbox += "\n<p><em>%s</em></p>" % esc(s)

    # the chrome around it
    lt = pub + datetime.timedelta(minutes=r.randint(0, 90))
    latest = []
    for _ in range(r.randint(6, 9)):
        lt -= datetime.timedelta(minutes=r.randint(2, 30))
        latest.append((lt, title(r)))
    pops = [title(r) for _ in range(5)]
    EXTRAS.extend([h for _, h in latest] + pops)
    latest_li = "".join('<li><time datetime="%s">%s</time> <a href="%s">%s</a></li>' % (iso(d), hm(d), url(h), esc(h)) for d, h in latest)
    pop_li = "".join('<li><span class="num">%d.</span> <a href="%s">%s</a></li>' % (i + 1, url(h), esc(h)) for i, h in enumerate(pops))
    tags = list(dict.fromkeys((hu_name(r) if r.random() < 0.25 else LEXICON_HU[int(900 * r.random() ** 2)]) for _ in range(r.randint(2, 6))))
    me = url(t, spath, pub)
    share_k = [("facebook", "https://www.facebook.com/sharer/sharer.php?u=", "Facebook"),
               ("twitter", "https://twitter.com/intent/tweet?url=", "Twitter" if pub.year < 2023 else "X"),
               ("email", "mailto:?subject=%s&amp;body=" % esc(hu_slug(t)), "E-mail")]
    share_a = lambda cls: "".join('<a class="%s %s--%s" href="%s%s" target="_blank" rel="noopener">%s</a>' % (cls, cls, k, u, me, lab) for k, u, lab in share_k)
    EXTRAS.append("Link másolása")
    lead_img = r.random() < 0.8
    c, cr = caption() if lead_img else ("", "")
    upd_s = lambda f: f(upd) if upd else ""
    ld = ""
    if ldjson:
        obj = {"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "datePublished": iso(pub), "dateModified": iso(upd or pub),
               "author": [{"@type": "Person" if a not in ("Index", "MTI", "Index / MTI", "hvg.hu", "MTI / hvg.hu", "MTI/hvg.hu", "24.hu", "Népszava") else "Organization",
                           "name": a} for a in authors],
               "publisher": {"@type": "Organization", "name": {"telex": "Telex", "index": "Index", "444": "444", "hvg": "HVG", "24hu": "24.hu", "nepszava": "Népszava"}[site]},
               "mainEntityOfPage": me, "articleSection": sec}
        if lead:
            obj["description"] = lead
        ld = '<script type="application/ld+json">%s</script>' % json.dumps(obj, ensure_ascii=False).replace("</", "<\\/")

    if site == "telex":
        super_tag = tags[0] if r.random() < 0.3 else None
        when = lambda d: "%s \u2013 %s" % (long_d(d), hm(d))
        au = "".join('<div class="author"><img class="author__image" src="https://assets.telex.hu/authors/%s.jpg" alt="%s"><a class="author__name" href="https://telex.hu/szerzo/%s">%s</a></div>' % (
            hu_slug(a), esc(a), hu_slug(a), esc(a)) for a in authors)
        src = img()
        fig = ('<div class="article_img with-image placeholder_"><figure class="media"><img alt="%s" src="%s" srcset="%s 1x, %s 2x"><figcaption>%s \u2013 %s</figcaption></figure></div>' % (
            esc(cr), src, src, src.replace(".jpg", "@2x.jpg"), esc(c), esc(cr))) if lead_img else ""
        sup_box = support() if sup and sup_at < 0 else ""
        tops = '<a href="https://telex.hu/rovat/%s" class="tag tag--basic">%s</a>%s' % (spath, esc(sec), '<a href="https://telex.hu/cimke/%s" class="tag tag--super">%s</a>' % (
            hu_slug(super_tag), esc(super_tag)) if super_tag else "")
        if late:
            head = ('<div class="title-section"><div class="title-section__tags">%s</div><div class="title-section__top"><h1>%s</h1></div>%s</div>' % (
                tops, esc(t), '<p class="article__lead">%s</p>' % esc(lead) if lead else ""))
            dates = '<div class="history"><p id="original_date" class="history--original">%s</p>%s</div>' % (
                when(pub), upd_s(lambda d: '<p class="history--updated">frissítve: %s</p>' % when(d)))
        else:
            head = ('<div class="title-section">%s<h1 class="article_title">%s</h1>%s</div>' % (
                tops, esc(t), '<p class="article__lead">%s</p>' % esc(lead) if lead else ""))
            dates = '<div class="article_date"><span>%s</span>%s</div>' % (when(pub), upd_s(lambda d: '<span class="article_date__updated">frissítve: %s</span>' % when(d)))
        recs = [title(r) for _ in range(3)]
        EXTRAS.extend(recs + ["Ezek is érdekelhetnek"])
        rec = '<div class="recommendation-block recommendation-block--bottom"><h3 class="recommendation-block__title">Ezek is érdekelhetnek</h3>%s</div>' % "".join(
            '<a href="%s" class="recommendation"><div class="recommendation__image"><img src="%s" alt=""></div><div class="recommendation__title">%s</div></a>' % (
                url(h), img(320, 180), esc(h)) for h in recs)
        nuxt = json.dumps({"layout": "default", "data": [{"article": {"id": r.randint(100000, 299999), "title": t, "lead": lead or "", "slug": hu_slug(t),
                                                                     "mainSuperTag": super_tag, "pubDate": int(pub.timestamp()), "content": textbox,
                                                                     "authors": [{"name": a, "slug": hu_slug(a)} for a in authors],
                                                                     "tags": [{"name": x, "slug": hu_slug(x)} for x in tags]}}],
                           "state": {"page": "article"}}, ensure_ascii=False).replace("</", "<\\/")
        return ('<div id="cikk-content" class="cikk-content"><div class="article_container_ article"><div class="top-section">%s</div>'
                '<div class="info-spacing-article"><div class="article_author">%s</div>%s'
                '<div class="share-buttons">%s<button class="share-buttons__item share-buttons__item--copy" type="button">Link másolása</button></div></div>%s'
                '<div class="article-html-content">\n%s\n</div>'
                '<div class="article-bottom"><div class="tags">%s</div>%s</div>%s</div>'
                '<div class="sidebar_container_"><div class="most-read"><h3 class="most-read__title">Legolvasottabb</h3><ol>%s</ol></div>'
                '<div class="latest-news"><h3 class="latest-news__title">Legfrissebb</h3><ul>%s</ul></div></div></div>%s'
                '<script>window.__NUXT__=%s</script>') % (
            head, au, dates, share_a("share-buttons__item"), fig, textbox,
            "".join('<a href="https://telex.hu/cimke/%s" class="tag tag--meta">#%s</a>' % (hu_slug(x), esc(x)) for x in tags), sup_box, rec,
            pop_li, latest_li, ld, nuxt)

    if site == "index":
        when = lambda d: "%d.%02d.%02d. %s" % (d.year, d.month, d.day, hm(d))
        if author in ("Index", "MTI", "Index / MTI"):
            au = '<div class="szerzo"><span class="szerzo_neve">%s</span></div>' % esc(author)
        else:
            au = ('<div class="szerzo"><div class="avatar"><img src="https://index.hu/assets/images/szerzok/%s.jpg" alt="%s"></div>'
                  '<div class="szerzo_neve"><a rel="author" href="https://index.hu/szerzo/%s/">%s</a></div></div>') % (hu_slug(author, "_"), esc(author), hu_slug(author, "_"), esc(author))
        fig = ('<div class="szerkfotoimage cikk-kep"><img src="%s" alt="%s"><div class="kepalairas">%s</div><div class="photographer">%s</div></div>' % (
            img(), esc(t[:60]), esc(c), esc(cr))) if lead_img else ""
        bottom_ad = ""
        if adlab:
            EXTRAS.append("Hirdetés")
            bottom_ad = '<div class="cikk-bottom-text-ad"><div class="goAdverticum ad-label">Hirdetés</div><div id="zone%d" class="goAdverticum"></div></div>' % r.randint(2900000, 2999999)
        cim = '<li><a class="cimke-rovat" href="https://index.hu/%s/">%s</a></li>' % (spath, esc(sec)) + "".join(
            '<li><a class="cimke-rovat-light" href="https://index.hu/24ora/?cimke=%s">%s</a></li>' % (hu_slug(x, "_"), esc(x)) for x in tags)
        return ('<div class="cikk-torzs-container"><div class="content-title"><h1>%s</h1></div>'
                '<div class="author-share-date-container">%s<div class="datum"><span>%s</span>%s</div>'
                '<div class="social-stripe">%s<a class="social-stripe__copy" href="#">Link másolása</a></div></div>%s%s'
                '<div class="cikk-torzs">\n%s\n</div>%s<div class="social-stripe cikk-bottom-box">%s</div><ul class="cikk-cimkek">%s</ul></div>'
                '<div class="jobb-hasab"><div class="box legolvasottabb"><h3 class="box-title">Legolvasottabb</h3><ol>%s</ol></div>'
                '<div class="box legfrissebb"><h3 class="box-title">Legfrissebb</h3><ul>%s</ul></div></div>%s') % (
            esc(t), au, when(pub), upd_s(lambda d: '<span class="modositas-datuma-gomb" title="Módosítás dátuma">Módosítva: %s</span>' % when(d)),
            share_a("social-stripe__item"), '<div class="lead_container"><div class="lead">%s</div></div>' % esc(lead) if lead else "", fig,
            textbox, bottom_ad, share_a("social-stripe__item"), cim, pop_li, latest_li, ld)

    if site == "444":
        when = "%d. %s %d., %s" % (pub.year, HU_MONTHS[pub.month - 1], pub.day, hm(pub))
        au = " és ".join('<a href="https://444.hu/author/%s">%s</a>' % (hu_slug(a, ""), esc(a)) for a in authors)
        head = ('<div id="headline"><h1>%s</h1><div class="byline"><span class="byline__authors">%s</span> <span class="byline__category">'
                '<a href="https://444.hu/category/%s">%s</a></span> <span class="byline__info"><span class="byline__date">%s</span></span></div></div>') % (
            esc(t), au, spath, esc(sec), when)
        EXTRAS.append("Legolvasottabb")
        side = ('<aside id="content-sidebar" class="small-12 large-4 columns"><div class="widget-recommendation"><h3 class="widget-recommendation__title">Legolvasottabb</h3>'
                '<ol>%s</ol></div></aside>') % pop_li
        foot = '<footer class="hide-for-print"><ul class="tag-list">%s</ul><div class="share">%s</div></footer>' % (
            "".join('<li><a href="https://444.hu/tag/%s" rel="tag">%s</a></li>' % (hu_slug(x), esc(x)) for x in tags), share_a("share__item"))
        if live:
            feat = [x for x in reports if x[2]]
            featured = ('<div class="livestream__featured-list"><h3>Kiemelt</h3><ul>%s</ul></div>' % "".join(
                '<li><a href="#report-%s">%s</a></li>' % (x[4], esc(x[2])) for x in feat)) if feat else ""
            posts = "".join(('<article class="report" data-content-id="%s" id="report-%s"><header class="report__header"><time class="report__time" datetime="%s">%s</time>'
                             ' <span class="report__author">%s</span></header>%s<div class="report__content">%s</div>'
                             '<footer class="report__footer"><a class="report__share" href="%s#report-%s">Megosztás</a></footer></article>\n') % (
                rid, rid, iso(rt), hm(rt), esc(nm), '<h2 class="report__title">%s</h2>' % esc(ttl) if ttl else "", "".join("<p>%s</p>" % esc(p) for p in g), me, rid)
                for rt, nm, ttl, g, rid in reports)
            return ('<div class="row"><main id="content-main" class="small-12 large-8 columns">%s<div class="livestream">%s\n%s</div>%s</main>%s</div>%s') % (
                head, featured, posts, foot, side, ld)
        fig = ('<figure class="cover"><img src="%s" alt=""><figcaption>%s \u2013 %s</figcaption></figure>' % (img(), esc(c), esc(cr))) if lead_img else ""
        return ('<div class="row"><main id="content-main" class="small-12 large-8 columns">%s<article data-content-id="%s">%s\n%s\n%s</article></main>%s</div>%s') % (
            head, gen_id(), fig, textbox, foot, side, ld)

    if site == "hvg":
        when = lambda d: "%s %s" % (long_d(d), hm(d))
        if author in ("hvg.hu", "MTI / hvg.hu", "MTI/hvg.hu"):
            au = '<div class="author-name">%s</div>' % esc(author)
        else:
            au = '<div class="author-name"><a href="https://hvg.hu/szerzo/%s">%s</a> <button class="follow-button" type="button">Követés</button></div>' % (hu_slug(author), esc(author))
            EXTRAS.append("Követés")
        fig = ('<figure class="article-img"><img src="%s" alt="%s"><figcaption>%s <span class="article-img__credit">%s</span></figcaption></figure>' % (
            img(), esc(t[:60]), esc(c), esc(cr))) if lead_img else ""
        fb = ""
        if fbbox:
            EXTRAS.append("Hozzászólások")
            fb = '<div class="article-comments"><h3 class="article-comments__title">Hozzászólások</h3><div class="fb-comments" data-href="%s" data-numposts="10" data-width="100%%"></div></div>' % me
        EXTRAS.append("Legolvasottabb")
        return ('<div class="container"><div class="columns"><div class="column-main"><div class="article-content">'
                '<div class="article-info"><div class="info"><a class="uppercase" href="https://hvg.hu/%s">%s</a></div><time class="article-datetime" datetime="%s">%s</time>%s</div>'
                '<div class="article-title article-title"><h1>%s</h1></div>%s<div class="article-share">%s</div>'
                '<div class="article-main">%s%s<div class="entry-content"%s>\n%s\n</div></div>'
                '<div class="article-tags">%s</div>%s</div></div>'
                '<aside class="column-side"><div class="most-read-box"><h3 class="most-read-box__title">Legolvasottabb</h3><ol>%s</ol></div></aside></div></div>%s') % (
            spath, esc(sec), iso(pub), when(pub), upd_s(lambda d: '<time class="lastdate" datetime="%s">Utolsó frissítés: %s</time>' % (iso(d), when(d))),
            esc(t), au, share_a("article-share__item"), '<div class="article-lead entry-summary"><p>%s</p></div>' % esc(lead) if lead else "", fig,
            ' id="free-body"' if late else "", textbox, "".join('<a href="https://hvg.hu/cimke/%s">%s</a>' % (hu_slug(x, "_", True), esc(x)) for x in tags),
            fb, pop_li, ld)

    if site == "24hu":
        when = "%d. %02d. %02d. %s" % (pub.year, pub.month, pub.day, hm(pub))
        if author == "24.hu":
            au = '<div class="m-author__authorLinkWrap"><span class="m-author__name">24.hu</span></div>'
        else:
            au = ('<div class="m-author__authorLinkWrap"><a class="m-author__imgLink" href="https://24.hu/szerzo/%s/"><img class="m-author__img" src="https://24.p3k.hu/app/uploads/%d/%02d/%s-150x150.jpg" alt="%s"></a>'
                  '<a class="m-author__name" href="https://24.hu/szerzo/%s/">%s</a></div>') % (hu_slug(author), pub.year - r.randint(0, 3), r.randint(1, 12), hu_slug(author), esc(author), hu_slug(author), esc(author))
        fig = ('<div class="o-articleHead__imgWrap"><img src="%s" alt="%s" width="1200" height="675"><span class="a-imgSource">%s</span></div>' % (
            img(), esc(c), esc(cr))) if lead_img else ""
        fb = ""
        if fbbox:
            note = "A kommentek a Facebook rendszerén keresztül jelennek meg, tartalmukért a 24.hu nem vállal felelősséget."
            EXTRAS.extend(["Hozzászólások", note])
            fb = ('<div class="m-fbComment"><h3 class="m-fbComment__title">Hozzászólások</h3><div class="m-fbComment__txtAndIframeWrap"><p class="m-fbComment__txt">%s</p>'
                  '<div class="fb-comments" data-href="%s" data-width="100%%" data-numposts="5"></div></div></div>') % (note, me)
        EXTRAS.extend(["Legolvasottabb", "Friss"])
        return ('<div class="o-post o-cnt m-post24"><div class="o-articleHead m-post24"><a class="o-articleHead__catWrap" href="https://24.hu/%s/">%s</a>'
                '<h1 class="o-post__title"><span>%s</span></h1><div class="m-author">%s<div class="m-author__wrapCatDateTitulus"><span class="o-post__date a-date fl">%s</span></div></div>%s</div>'
                '<div class="o-post__cntWrap">%s<div class="o-post__authorShare m-social cf _ce_measure_widget">%s<button class="m-social__copy" type="button">Link másolása</button></div>'
                '<div class="o-post__body o-postCnt post-body">\n%s\n</div><div class="m-tag"><span class="m-tag__title">Címkék:</span> %s</div>%s'
                '<div class="widget m-articleWidget m-articleListWidget _ce_measure_widget"><h3 class="m-articleWidget__title">Legolvasottabb</h3><ol>%s</ol></div>'
                '<div class="widget m-articleWidget m-freshWidget"><h3 class="m-articleWidget__title">Friss</h3><ul>%s</ul></div></div></div>%s') % (
            spath, esc(sec), esc(t), au, when, fig, '<div class="o-post__lead lead post-lead"><p>%s</p></div>' % esc(lead) if lead else "",
            share_a("m-social__link"), textbox, "".join('<a class="m-tag__links" href="https://24.hu/tag/%s/">%s</a>' % (hu_slug(x), esc(x)) for x in tags),
            fb, pop_li, latest_li, ld)

    # Népszava
    when = lambda d: "%s %s" % (long_d(d), hm(d))
    fig = ('<div class="inset-image-container article-main-image"><img src="%s" alt="%s"><div class="inset-image-caption">%s</div><div class="inset-image-author">%s</div></div>' % (
        img(), esc(t[:60]), esc(c), esc(cr))) if lead_img else ""
    sup_box = support() if sup and sup_at < 0 else ""
    thread = ""
    if native:
        EXTRAS.extend(["Válasz", "A hozzászóláshoz be kell jelentkeznie."])
        ct = pub
        items = ""
        for i, (_, _, cps, depth) in enumerate(cs):
            ct += datetime.timedelta(minutes=r.randint(3, 400))
            items += ('<div class="comment" id="comment-%d"><div class="comment-header"><span class="comment-author">%s</span> <span class="comment-date">%s</span></div>'
                      '<div class="comment-body">%s</div><div class="comment-actions"><a class="comment-reply" href="#">Válasz</a> <span class="comment-like">%d</span></div>') % (
                r.randint(100000, 999999), esc(r.choice(HU_COMMENTERS)), when(ct), "".join("<p>%s</p>" % esc(p) for p in cps), r.randint(0, 60))
            nxt = cs[i + 1][3] if i + 1 < len(cs) else 1
            items += '<div class="comment-replies">' if nxt > depth else "</div></div></div>" if nxt < depth else "</div>"
        thread = ('<section class="comments" id="comments"><h3 class="comments-title">Hozzászólások (%d)</h3>%s'
                  '<p class="comments-login">A hozzászóláshoz be kell jelentkeznie.</p></section>') % (len(cs), items)
    elif fbbox:
        EXTRAS.append("Hozzászólások")
        thread = '<section class="comments"><h3 class="comments-title">Hozzászólások</h3><div class="fb-comments" data-href="%s" data-numposts="10" data-width="100%%"></div></section>' % me
    EXTRAS.extend(["Legolvasottabb", "Legfrissebb"])
    return ('<div class="container"><div class="row"><div class="col-lg-8"><div class="article"><div class="article-header">'
            '<div class="article-rovat"><a href="https://nepszava.hu/%s">%s</a></div><h1 id="article-title">%s</h1>'
            '<div class="article-info"><span class="article-author">%s</span> <span id="article-date">%s</span>%s</div>'
            '<div class="article-share">%s</div></div>'
            '<div id="article-content">%s%s\n%s\n</div>%s<div class="article-tags">%s</div>%s</div></div>'
            '<div class="col-lg-4 sidebar"><div class="box most-read"><h3 class="box-title">Legolvasottabb</h3><ol>%s</ol></div>'
            '<div class="box latest"><h3 class="box-title">Legfrissebb</h3><ul>%s</ul></div></div></div></div>%s') % (
        spath, esc(sec), esc(t), esc(author) if author == "Népszava" else '<a href="https://nepszava.hu/szerzo/%s">%s</a>' % (hu_slug(author), esc(author)),
        when(pub), upd_s(lambda d: ' <span class="article-modified">Frissítve: %s</span>' % when(d)), share_a("article-share__item"),
        '<div class="article-lead"><p>%s</p></div>' % esc(lead) if lead else "", fig, textbox, sup_box,
        "".join('<a href="https://nepszava.hu/cimke/%s">%s</a>' % (hu_slug(x), esc(x)) for x in tags), thread, pop_li, latest_li, ld)
