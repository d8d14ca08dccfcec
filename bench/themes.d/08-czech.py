# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Czech's commonest words (prepositions, conjunctions, pronouns, particles,
# the forms of "být" and "mít", the news desk's adverbs), as common as
# English's in WORDS are, "a", "v", "se", "na" and "je" the most often;
# the words a comma goes before; the small words no sentence nor headline
# ends on; the one-letter words Czech typesetting binds to the next word
# with a no-break space ("v\u00a0Praze", "a\u00a0také"); the words a
# made-up one must not be (the labels of the pages' chrome)
CS_WORDS = ("a a a a v v v v se se se na na na je je je že že s s z z do do o o to to k i ve pro by jako ale za po "
            "jsou byl byla bylo byly jeho její jejich které který která kteří tak už jen také však podle při od až "
            "než mezi není bude budou má mají může mohou ještě kde když jak této tento tato toto jsme již let roku "
            "nebo ani další nové nový nejen kvůli před přes pod nad bez u ke ze tam tady dnes včera zatím tedy proto "
            "totiž prý především hlavně zhruba téměř asi více méně velmi stále nyní loni letos pak poté kolem místo "
            "během vůči mimo díky podle dosud zároveň navíc sice zejména celkem dva tři první druhý nejvíce podobně").split()
CS_COMMA = ("že", "který", "která", "které", "kteří", "ale", "protože", "když", "aby", "kde", "pokud", "zatímco", "což", "jenž", "přestože")
CS_SMALL = ("a", "v", "ve", "se", "na", "s", "z", "ze", "do", "o", "k", "ke", "i", "pro", "za", "po", "od", "u", "při", "před", "mezi",
            "nad", "pod", "bez", "že", "ale", "jako", "který", "která", "které", "kteří", "když", "aby", "by", "tak", "jak", "než",
            "nebo", "ani", "přes", "kvůli", "podle", "během", "vůči", "mimo", "díky", "kolem", "místo", "této", "tento", "tato", "toto",
            "jeho", "její", "jejich", "je", "jsou", "byl", "byla", "bylo", "byly", "bude", "budou", "má", "mají", "může", "mohou", "není",
            "kde", "až", "již", "už", "jen", "nejen", "tam", "sice", "však", "pak", "poté", "zároveň", "navíc", "tedy", "proto", "totiž")
CS_ONE = ("a", "i", "k", "o", "s", "u", "v", "z", "A", "I", "K", "O", "S", "U", "V", "Z")
CS_AVOID = {"foto", "video", "diskuse", "diskuze", "reklama", "tagy", "sdílet", "sdílejte", "článek", "články", "nejčtenější",
            "související", "premium", "galerie", "audio", "online", "zdroj", "autor", "autorka", "témata", "téma", "newsletter",
            "přehrát", "předplatné", "aktualizováno", "odpovědět", "zprávy", "domácí", "zahraniční", "ekonomika", "kultura"}
CS_SOFT = ("č", "ř", "š", "ž", "c", "j", "ď", "ť", "ň")  # no "y" nor "ý" after them
CS_E_HACEK = ("b", "p", "v", "m", "d", "t", "n", "f")      # the consonants "ě" follows
# the institutions' acronyms, as Czech news prints them
CS_ACRONYMS = ["ČNB", "ČSÚ", "EU", "NATO", "ČT", "NKÚ", "ŘSD", "ÚZIS", "ČHMÚ", "ČEZ", "OSN", "ČR", "SÚJB", "ÚOHS", "MPSV"]


def lexicon_cs():
    """4,000 made-up Czech-looking words, the same on every run: syllables
    of Czech's onsets (single consonants, "ch", the háček's "č", "ř", "š",
    "ž", clusters "pr", "př", "st", "zn", "vl", "čt", "str", "stř"...) and
    vowels (the čárka's "á", "é", "í", "ý", "ou", "ů" inside a word only,
    "ú" opening one only, "ě" only after "b", "p", "v", "m", "d", "t", "n"
    and "f"), and, on most of them, a Czech ending: the nouns' "-ost",
    "-ání", "-ení", "-ice", "-ka", "-ník", "-tel", "-ství", "-ace", the
    cases' "-ů", "-ům", "-ách", "-ami", "-ech", "-ích", the adjectives'
    "-ový", "-ová", "-ské", "-ního", "-ných", the verbs' "-ovat", "-uje",
    "-ují", "-oval", "-ila", "-nout"; "y" and "ý" never after the soft
    consonants ("č", "ř", "š", "ž", "c", "j"), written "i" and "í" there, as
    Czech spells them; no more than three consonants in a row."""
    r = random.Random(0)
    V = "aeiouyáéíóúůýě"
    first = [c for c, k in [("", 3), ("b", 4), ("c", 2), ("č", 3), ("d", 5), ("f", 1), ("h", 4), ("ch", 3), ("j", 3), ("k", 6), ("l", 4),
                            ("m", 5), ("n", 5), ("p", 7), ("r", 3), ("ř", 2), ("s", 6), ("š", 2), ("t", 5), ("v", 6), ("z", 4), ("ž", 2),
                            ("br", 1), ("dr", 1), ("hr", 1), ("kr", 2), ("pr", 3), ("tr", 2), ("vr", 1), ("př", 3), ("tř", 1), ("kř", 1),
                            ("st", 2), ("sk", 1), ("sp", 1), ("sv", 2), ("sl", 1), ("sm", 1), ("zn", 1), ("zd", 1), ("zv", 1), ("vl", 1),
                            ("pl", 1), ("kl", 1), ("hl", 1), ("bl", 1), ("ml", 1), ("dv", 1), ("tv", 1), ("kv", 1), ("čt", 1), ("šk", 1),
                            ("št", 1), ("str", 1), ("stř", 1), ("čl", 1), ("vz", 1)] for _ in range(k)]
    mid = [c for c, k in [("b", 3), ("c", 2), ("č", 3), ("d", 5), ("h", 3), ("ch", 2), ("j", 3), ("k", 5), ("l", 6), ("m", 4), ("n", 6),
                          ("p", 3), ("r", 6), ("ř", 3), ("s", 4), ("š", 3), ("t", 6), ("v", 5), ("z", 4), ("ž", 3), ("st", 3), ("sk", 2),
                          ("sl", 1), ("zn", 1), ("dn", 1), ("tn", 1), ("vn", 1), ("kt", 1), ("pr", 1), ("tr", 1), ("kr", 1), ("dl", 1),
                          ("tl", 1), ("vl", 1), ("rn", 1), ("rk", 1), ("rt", 1), ("ls", 1), ("šť", 1), ("žd", 1), ("nk", 1), ("nd", 1)]
           for _ in range(k)]
    vows = [v for v, k in [("a", 10), ("e", 8), ("o", 8), ("i", 6), ("u", 4), ("y", 3), ("á", 4), ("é", 2), ("í", 4), ("ý", 2),
                           ("ou", 2), ("ě", 3), ("ů", 2)] for _ in range(k)]
    ends = ["ost", "ost", "osti", "ání", "ání", "ení", "ení", "ice", "ka", "ky", "ek", "ník", "níka", "níků", "tel", "tele", "ství",
            "ace", "ace", "ismus", "ový", "ová", "ové", "ového", "ovou", "ských", "ský", "ská", "ské", "ního", "ních", "ními", "ný",
            "ná", "né", "ného", "ných", "nou", "ovat", "uje", "ují", "oval", "ovala", "ovali", "il", "ila", "ili", "ilo", "nout",
            "nul", "nula", "ou", "ům", "ách", "ami", "ech", "ích", "ému", "em", "y", "u", "a", "e", "í", "ů", "ě", "ice", "ičky", "ák",
            "áci", "ař", "aři", "ina", "iny", "ita", "iště", "ovna", "árna"]
    dig = ("ch",)

    def fix(c, v):  # a vowel after its consonant, as Czech spells it
        if v[0] in "yý" and c.endswith(CS_SOFT):
            v = {"y": "i", "ý": "í"}[v[0]] + v[1:]
        if v[0] == "ě" and not c.endswith(CS_E_HACEK):
            v = "e" + v[1:]
        return v

    def run(w):  # the longest run of consonants, "ch" one of them
        best = n = 0
        for k, ch in enumerate(w):
            n = 0 if ch in V else n + (w[k - 1:k + 1] not in dig)
            best = max(best, n)
        return best

    def bad(w):  # what Czech never spells: two vowels but "ou", "ů" opening, "ú" inside, a doubled letter but "nn"
        return (w[0] in "ůěýy" or "ú" in w[1:] or "ó" in w or any(a in V and b in V and a + b != "ou" for a, b in zip(w, w[1:])) or
                any(a == b and a != "n" for a, b in zip(w, w[1:])) or "ňě" in w or "jj" in w)
    out = set()
    while len(out) < 4000:
        w = ""
        ns = r.choice([1, 2, 2, 2, 3])
        for i in range(ns):
            c = r.choice(first) if i == 0 else r.choice(mid)
            if i == 0 and c == "":
                v = r.choice(["a", "o", "u", "e", "i", "ú", "ú", "o", "a"])
            else:
                v = fix(c, r.choice(vows))
                if v == "ů" and i == 0 and r.random() < 0.5:
                    v = "u"
            w += c + v
            # a closing consonant: on the last syllable, or a liquid's or a
            # nasal's before the next one at times ("-ar-", "-en-")
            if w[-1] not in "ůě" and (i == ns - 1 and r.random() < 0.3 or i < ns - 1 and r.random() < 0.08):
                w += r.choice(["l", "r", "n", "s", "k", "j", "m", "š", "t", "d", "c", "č", "st"] if i == ns - 1 else ["l", "r", "n", "m", "s"])
        if r.random() < 0.75:
            e = r.choice(ends)
            if e[0] in V:
                s = w.rstrip(V) or w
                if s and s[-1] not in V:
                    w = s + fix(s, e)
            elif w[-1] in V:
                w += e
        if w.endswith("ů") and len(w) < 4:
            continue
        if 3 <= len(w) <= 14 and w not in CS_WORDS and w not in CS_AVOID and run(w) <= 3 and not bad(w):
            out.add(w)
    # sorted for a fixed order, then shuffled: the commonest words (the
    # lexicon's first) are not all of one initial letter
    out = sorted(out)
    random.Random(1).shuffle(out)
    return out


LEXICON_CS = lexicon_cs()


def cs_name_word(r):
    """A made-up proper name: a content word with its capital."""
    return cap_first(LEXICON_CS[int(1500 * r.random() ** 2)])


def cs_word(r):
    """A common Czech word, or a made-up one (the lexicon's first the most
    often), a proper name's capital at times."""
    if r.random() < 0.45:
        return r.choice(CS_WORDS)
    w = LEXICON_CS[int(len(LEXICON_CS) * r.random() ** 2)]
    return cap_first(w) if r.random() < 0.035 else w


def cs_num(r):
    """A number as Czech news writes it: the decimal comma, a no-break
    space between thousands, before "%" and after a one-letter
    preposition, the words of the amounts, "v" or "ve" before an hour as
    the hour's word is said ("v\u00a09:30", "ve 14:30")."""
    x = r.random()
    big = lambda: "%d\u00a0%03d" % (r.randint(1, 90), r.randrange(0, 1000, 50))
    if x < 0.08:
        h = r.randint(6, 23)
        return "%s%d:%02d" % ("ve " if h in (12, 13, 14, 20, 21, 22, 23) else "v\u00a0", h, r.choice([0, 0, 15, 30, 45]))
    return ("%d procent" % r.randint(5, 90) if x < 0.2 else
            "%d,%d procenta" % (r.randint(1, 40), r.randint(1, 9)) if x < 0.28 else
            "%d\u00a0%%" % r.randint(2, 95) if x < 0.34 else
            "%d,%d miliardy korun" % (r.randint(1, 9), r.randint(1, 9)) if x < 0.42 else
            "%d milionů korun" % r.randint(5, 900) if x < 0.5 else
            "%s korun" % big() if x < 0.57 else
            "v\u00a0roce %d" % r.randint(2005, 2024) if x < 0.67 else
            "%d let" % r.randint(5, 80) if x < 0.73 else
            "%d lidí" % r.randint(5, 900) if x < 0.8 else
            "%s obyvatel" % big() if x < 0.85 else
            "%d kilometrů" % r.randint(2, 400) if x < 0.91 else
            "%d. %s" % (r.randint(1, 28), r.choice(CS_MONTHS)))


def cs_join(r, w, punct=True):
    """Czech words as a text: "v", "s", "z" and "k" as "ve", "se", "ze" and
    "ke" before a word opening on their own letter or a cluster of a
    sibilant's ("ve Vlčicích", "ve středu", "se zástupci", "ke krajům"), a
    number at times ("25 procent", "1,5 miliardy korun", "12\u00a0500 korun",
    "v roce 2023", "ve 14:30"), an acronym at times ("ČNB", "NKÚ"), a comma
    at times (before "že", "který", "ale", "protože", "když", "aby" the most
    often), a phrase quoted in „ “ at times; a no-break space after a
    one-letter word ("v\u00a0Praze", "a\u00a0také"), as Czech typesetting
    binds them."""
    w = list(w)
    if punct and len(w) > 6 and r.random() < 0.14:
        w.insert(r.randint(1, len(w) - 2), cs_num(r))
    if punct and len(w) > 6 and r.random() < 0.06:
        w.insert(r.randint(1, len(w) - 3), r.choice(CS_ACRONYMS))
    if punct and len(w) > 5 and r.random() < 0.1:
        a = r.randrange(1, len(w) - 3)
        b = r.randint(a, min(len(w) - 2, a + 3))
        w[a] = "\u201e" + w[a]
        w[b] = w[b] + "\u201c"
    cons = "bcčdďfghjklmnňpqrřsštťvwxzž"
    out = []
    for i, x in enumerate(w):
        lo = w[i + 1].lstrip("\u201e").lower() if i + 1 < len(w) else ""
        if x in ("ve", "ze", "ke"):
            x = x[0]
        if x in ("v", "s", "z", "k") and len(lo) > 1 and lo[0].isalpha():
            if (lo[0] in {"v": "vf", "s": "szšž", "z": "szšž", "k": "kg"}[x] or
                    x in "vz" and (lo[0] in "szšžč" and lo[1] in cons or lo[:2] in ("dv", "tř", "čt"))):
                x += "e"
        if punct and 1 < i < len(w) - 1 and out[-1][-1] not in ",\u201e" and not w[i - 1][-1:].isdigit() and w[i - 1] not in CS_SMALL and \
                (r.random() < 0.035 or x in CS_COMMA and r.random() < 0.8):
            out[-1] += ","
        out.append(x)
    s = ""
    for i, x in enumerate(out):
        s += x
        if i + 1 < len(out):
            s += "\u00a0" if punct and x in CS_ONE else " "
    return s


# the verbs of saying after a speaker's quoted words: (a man's, a woman's)
CS_SAID = [("řekl", "řekla"), ("uvedl", "uvedla"), ("dodal", "dodala"), ("sdělil", "sdělila"), ("upozornil", "upozornila"),
           ("zdůraznil", "zdůraznila"), ("vysvětlil", "vysvětlila"), ("potvrdil", "potvrdila"), ("napsal", "napsala"), ("doplnil", "doplnila")]
CS_WHO = [("ministr", 0), ("mluvčí policie", 1), ("mluvčí", 0), ("starosta", 0), ("starostka", 1), ("hejtman", 0), ("ředitelka", 1),
          ("ředitel", 0), ("premiér", 0), ("analytik", 0), ("ekonomka", 1), ("předsedkyně", 1), ("předseda", 0), ("náměstek", 0)]


def cs_sentence(r, w):
    """A Czech sentence of the words w: its first letter a capital, closed
    by a full stop, a question mark or an exclamation; at times a speaker's
    words in „ “ closed by ',“ řekl NAME.' or ',“ uvedla mluvčí.', as Czech
    reporting writes them, or opening on "Podle NAME" ("Podle policie")."""
    while len(w) > 3 and w[-1] in CS_SMALL:
        w.pop()
    x = r.random()
    if x < 0.07 and len(w) > 5:
        who, f = r.choice(CS_WHO)
        if r.random() < 0.4:
            f = r.random() < 0.5
            who = r.choice(CS_FIRST[f]) + " " + r.choice(CS_SURNAMES)[f]
        q = cap_first(cs_join(r, w)).replace("\u201e", "\u201a").replace("\u201c", "\u2018")  # a quote inside a quote in ‚ ‘
        return "\u201e%s,\u201c %s %s." % (q, r.choice(CS_SAID)[f], who)
    if x < 0.1 and len(w) > 5:
        w = ["podle", r.choice(["policie", "ministerstva", "odborníků", "analytiků", "hasičů", "záchranářů", "úřadu", "radnice",
                                "statistiků", "soudu", "mluvčího", "serveru"])] + w
    return cap_first(cs_join(r, w)) + r.choice("...........?!")


def cs_title(r):
    """A Czech headline in sentence case, no full stop: a speaker and the
    words quoted ('NAME: „...“'), two clauses split by a comma, the second
    a speaker's ('..., říká NAME', '..., tvrdí ministr'), a theme before a
    colon at times, a question at times; none ends on a preposition."""
    w = [cs_word(r) for _ in range(r.randint(4, 10))]
    while w[-1] in CS_SMALL:
        w[-1] = LEXICON_CS[int(len(LEXICON_CS) * r.random() ** 2)]
    if w[0] in CS_SMALL[:16]:
        w[0] = LEXICON_CS[int(len(LEXICON_CS) * r.random() ** 2)]
    x = r.random()
    if x < 0.12:
        q = w[:-1]
        while len(q) > 2 and q[-1] in CS_SMALL:
            q.pop()
        return "%s: \u201e%s\u201c" % (cs_name_word(r), cap_first(cs_join(r, q, False)))
    if x < 0.24 and len(w) > 4:
        who, f = r.choice(CS_WHO)
        if r.random() < 0.5:
            who = cs_name_word(r)
            f = r.random() < 0.4
        verb = r.choice([("říká", "říká"), ("tvrdí", "tvrdí"), ("varuje", "varuje"), ("míní", "míní"), ("vzkázal", "vzkázala"),
                         ("přiznal", "přiznala")])[f]
        return "%s, %s %s" % (cap_first(cs_join(r, w, False)), verb, who)
    if x < 0.34 and len(w) > 5:
        k = r.randint(2, len(w) - 3)
        while w[k - 1] in CS_SMALL:
            w[k - 1] = LEXICON_CS[int(len(LEXICON_CS) * r.random() ** 2)]
        return cap_first(cs_join(r, w[:k], False)) + ", " + cs_join(r, w[k:], False)
    if x < 0.44 and len(w) > 5 and w[0] not in CS_WORDS:
        return cap_first(w[0]) + ": " + cs_join(r, w[1:], False)
    s = cap_first(cs_join(r, w, False))
    return s + "?" if x > 0.94 else s


CS_MONTHS = ["ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"]
CS_DAYS = ["pondělí", "úterý", "středa", "čtvrtek", "pátek", "sobota", "neděle"]
# first names, a man's and a woman's, and surnames (a man's, a woman's)
CS_FIRST = [["Jan", "Petr", "Tomáš", "Martin", "Jakub", "Ondřej", "Lukáš", "Michal", "David", "Jiří", "Pavel", "Vojtěch", "Filip", "Radek",
             "Marek", "Adam", "Josef", "Daniel", "Vít", "Štěpán"],
            ["Jana", "Petra", "Lucie", "Kateřina", "Tereza", "Veronika", "Eva", "Markéta", "Barbora", "Lenka", "Klára", "Zuzana", "Michaela",
             "Hana", "Adéla", "Anna", "Jitka", "Simona", "Kristýna", "Magdalena"]]
CS_SURNAMES = [("Novák", "Nováková"), ("Svoboda", "Svobodová"), ("Dvořák", "Dvořáková"), ("Černý", "Černá"), ("Procházka", "Procházková"),
               ("Kučera", "Kučerová"), ("Veselý", "Veselá"), ("Horák", "Horáková"), ("Němec", "Němcová"), ("Marek", "Marková"),
               ("Pokorný", "Pokorná"), ("Pospíšil", "Pospíšilová"), ("Hájek", "Hájková"), ("Král", "Králová"), ("Jelínek", "Jelínková"),
               ("Růžička", "Růžičková"), ("Beneš", "Benešová"), ("Fiala", "Fialová"), ("Sedláček", "Sedláčková"), ("Zeman", "Zemanová"),
               ("Doležal", "Doležalová"), ("Kolář", "Kolářová"), ("Navrátil", "Navrátilová"), ("Čermák", "Čermáková"), ("Urban", "Urbanová"),
               ("Vaněk", "Vaňková"), ("Blažek", "Blažková"), ("Kříž", "Křížová"), ("Kovář", "Kovářová"), ("Bartoš", "Bartošová"),
               ("Vlček", "Vlčková"), ("Polák", "Poláková"), ("Kopecký", "Kopecká"), ("Šimek", "Šimková"), ("Konečný", "Konečná"),
               ("Malý", "Malá"), ("Holub", "Holubová"), ("Štěpánek", "Štěpánková"), ("Havlíček", "Havlíčková"), ("Ševčík", "Ševčíková")]
# the readers' names under Novinky's comments
CS_COMMENTERS = ["Petr Novák", "Jana K.", "Karel Dvořák", "Milan", "Josef Svoboda", "Honza", "Zdeněk Král", "Věra M.", "Pavel Beneš",
                 "Tomáš", "Miroslav Kučera", "Jaroslav P.", "Alena", "Vladimír Horák", "Ivana Černá", "Radek", "Luboš Marek", "Jiří H."]
# the sites' sections: (the label, its path), the section's code in iDNES's
# and iROZHLAS's addresses
CS_SECTIONS = {"idnes": [("Domácí", "zpravy/domaci", "domaci"), ("Domácí", "zpravy/domaci", "domaci"), ("Zahraniční", "zpravy/zahranicni", "zahranicni"),
                         ("Krimi", "zpravy/cerna-kronika", "krimi"), ("Ekonomika", "ekonomika/domaci", "eko-doma"), ("Praha", "praha/zpravy", "praha-zpravy"),
                         ("Brno", "brno/zpravy", "brno-zpravy"), ("Kultura", "kultura/film-televize", "kul-film")],
               "novinky": [("Domácí", "domaci", "domaci"), ("Domácí", "domaci", "domaci"), ("Zahraniční", "zahranicni", "zahranicni"),
                           ("Krimi", "krimi", "krimi"), ("Ekonomika", "ekonomika", "ekonomika"), ("Kultura", "kultura", "kultura"),
                           ("Internet a PC", "internet-a-pc", "internet-a-pc")],
               "seznam": [("Domácí", "domaci", "domaci-politika"), ("Domácí", "domaci", "domaci-kauzy"), ("Domácí", "domaci", "domaci-zivot-v-cesku"),
                          ("Zahraniční", "zahranicni", "zahranicni-evropa"), ("Zahraniční", "zahranicni", "zahranicni-valka-na-ukrajine"),
                          ("Ekonomika", "ekonomika", "ekonomika-finance"), ("Kultura", "kultura", "kultura-film")],
               "irozhlas": [("Zprávy z domova", "zpravy-domov", ""), ("Zprávy z domova", "zpravy-domov", ""), ("Zprávy ze světa", "zpravy-svet", ""),
                            ("Ekonomika", "ekonomika", ""), ("Kultura", "kultura", ""), ("Věda a technologie", "veda-technologie", "")],
               "aktualne": [("Domácí", "zpravy.aktualne.cz/domaci", ""), ("Domácí", "zpravy.aktualne.cz/domaci", ""), ("Zahraničí", "zpravy.aktualne.cz/zahranici", ""),
                            ("Ekonomika", "zpravy.aktualne.cz/ekonomika", ""), ("Názory", "nazory.aktualne.cz", ""), ("Kultura", "magazin.aktualne.cz/kultura", "")],
               "denikn": [("Česko", "cesko", ""), ("Česko", "cesko", ""), ("Svět", "svet", ""), ("Ekonomika", "ekonomika", ""), ("Komentáře", "komentare", ""),
                          ("Kultura", "kultura", ""), ("Věda", "veda", "")]}
CS_HOSTS = {"idnes": "www.idnes.cz", "novinky": "www.novinky.cz", "seznam": "www.seznamzpravy.cz", "irozhlas": "www.irozhlas.cz",
            "aktualne": "zpravy.aktualne.cz", "denikn": "denikn.cz"}
CS_AGENCIES = ["ČTK", "ČTK", "ČTK", "Reuters", "AP", "Profimedia.cz", "Shutterstock", "AFP"]
CS_ASCII = str.maketrans("áčďéěíňóřšťúůýžÁČĎÉĚÍŇÓŘŠŤÚŮÝŽ", "acdeeinorstuuyzACDEEINORSTUUYZ")


def cs_slug(s, k=90):
    """A headline as the sites' slug: the accents dropped, a dash between words."""
    s = s.lower().translate(CS_ASCII)
    return "-".join("".join(c if c.isalnum() and c.isascii() else " " for c in s).split())[:k].strip("-")


def cs_person(r):
    """A journalist: (the name, a woman's or not)."""
    f = r.random() < 0.45
    return "%s %s" % (r.choice(CS_FIRST[f]), r.choice(CS_SURNAMES)[f]), f


def cs_ago(r, pub):
    """A fresh story's date as the sites print it while it is: "před 25
    minutami", "před hodinou", "před 2 hodinami", "před 5 hodinami"."""
    m = r.choice([4, 25, 40, 60, 60, 120, 180, 300, 420])
    if m < 60:
        return "před %d minutami" % m
    if m == 60:
        return "před hodinou"
    return "před %d hodinami" % (m // 60)


def czech(r, t, body, cat, cs):
    """A Czech news site's story page of 2020-2024 in Czech (made-up Czech
    words with their háčky and čárky, „ “ quotes, a no-break space after
    the one-letter prepositions), one of six sites a site: iDNES.cz's
    (MAFRA's own system: the sections' menu with its "act" item,
    h1[itemprop="name headline"], div.art-info's div.authors and
    span.time-date "12. března 2023  10:32" with "aktualizováno  12:05",
    the perex in div.opener,
    div.opener-foto's picture, "Dalších 12 fotografií v galerii" and its
    caption "... | foto: NAME, MAFRA", div#art-text > div.bbtext of <p>s with
    h3.tit subheadings, "Čtěte také" boxes of a linked headline, pictures,
    tweets, the iDNES.tv player and its title, ads under "reklama"; on the
    iDNES Premium stories (a fifth, on half the sites) the text cut after
    three or four paragraphs and div#paywall's offer; div#art-tags's
    "Témata:", li.community-discusion's a#moot-linkin "Diskuse (123
    příspěvků)", "Nejčtenější" beside), Novinky.cz's and Seznam Zprávy's
    (Seznam's one React platform: hashed class names of no meaning, "e_ae",
    "g_V h_bZ", a site's own, the components named in data-dot attributes,
    "ogm-breadcrumb-navigation", "ogm-article-perex", "mol-author-names",
    "ogm-date-of-publication", "ogm-main-media", "ogm-article-content",
    "mol-paragraph", "mol-self-promo", "ogm-related-tags", on a fifth of
    the sites in an attribute of a random name in place of "data-dot" as
    its anti-adblock script writes them; the JSON-LD in
    div.document-type-article; the perex p.speakable, the author and "12.
    3. 2023, 10:32", "12. 3. 2023 10:32" or "před 2 hodinami", the lead
    picture's caption span and "Foto: ČTK", the text in
    div.mol-rich-content--for-article, each paragraph a div.speakable of
    its p and span.atm-text-decorator, h2s, lists, the ad slots'
    empty js-ad boxes, "Článek si také můžete poslechnout v audioverzi."
    and the player over the text on some Seznam Zprávy pages, related
    stories' cards among the paragraphs, Seznam Zprávy's of their kind's
    label "Článek", "Video" or "Podcast" and their title's
    "mol-article-card-title", Novinky's under "Čtěte také" or
    "Související", tweets as server-drawn mol-post-card boxes, videos and
    their titles, the tags' links, the newsletter's box and "Nejčtenější";
    Novinky's "Diskuse (123)" button and, on half its sites, the first
    readers' comments and "Zobrazit celou diskusi" under the story),
    iROZHLAS's (Czech Radio's Drupal: nav.m-breadcrumb of the section and
    the story's tags, div.b-detail's header of the h1, the perex and
    p.meta's "Praha 10:32 12. března 2023", the share links ("Sdílet na
    Facebooku", "Tisknout", "Kopírovat url adresu"), the picture's
    "CAPTION | Foto: NAME | Zdroj: Reuters", bare <p>s and h2s in
    div.b-detail, the report's audio player and its title, a pull quote
    repeating a sentence at times, "Související" asides, embeds, the closing
    p.meta with the author and the editor's initials; no ads, no comments,
    "Nejčtenější"), Aktuálně.cz's (Economia's: the menu's
    a.header__menu__name, h1.article-title, div.author's a.author__name and
    div.author__date, div.article__perex, div.article__photo and its "Foto:
    ČTK", div.article__content of <p>s and h2s, "Související" boxes, ads
    under "Reklama", DVTV's player and "TITLE | Video: DVTV", "Témata:",
    the newsletter's box, "Nejčtenější") or Deník N's (WordPress:
    article.a_single, div.b_single_e's section, h1.e_title, the author and
    "12. března 2023", the picture and "Foto: NAME, Deník N",
    div.a_single__post of long <p>s, h3s, "Čtěte také:" lines, tweets in div.t_embed and
    iframely's embeds; three stories in four locked after two or three
    paragraphs by div.e_lock's "Tento článek je exkluzivní obsah pro
    předplatitele Deníku N."; the tags, "Nejčtenější").  The feed's
    description is the perex on most sites (a per-site choice), the first
    sentence or two where a page has none or the site's feed says otherwise,
    Deník N's WordPress excerpt (the text's first 55 words and " […]").
    The truth: the perex where it is the feed's description (TEASER), the
    paragraphs the page holds (the paywalls cut them), subheadings, list
    items and the lines leading to an embed; not the section, headline,
    bylines, dates, captions and credits, "Dalších 12 fotografií v
    galerii", the related boxes, lines and cards (their headlines counted
    as leaks), the embeds, the videos' and audios' titles, ads and their
    labels, the audio version's line, the paywall's boxes, the pull quotes,
    tags, "Diskuse" and the comments, the newsletter's box nor the lists of
    headlines."""
    rs = random.Random(BLOG[0] + " czech")
    site = rs.choice([["idnes", "novinky"], ["seznam", "aktualne"], ["irozhlas", "denikn"],
                      ["idnes", "novinky", "seznam", "aktualne", "irozhlas", "denikn"]][DATE_STYLE])
    host = CS_HOSTS[site]
    szn = site in ("novinky", "seznam")
    premium = site == "idnes" and rs.random() < 0.5                      # iDNES Premium's stories among the free ones
    talk = site == "novinky" and rs.random() < 0.5                         # the first comments printed under the story
    feed_perex = rs.random() < {"idnes": 0.9, "novinky": 0.85, "seznam": 0.9, "irozhlas": 0.85, "aktualne": 0.8, "denikn": 0.0}[site]
    news_box = rs.random() < {"idnes": 0.0, "novinky": 0.4, "seznam": 0.6, "irozhlas": 0.5, "aktualne": 0.7, "denikn": 0.6}[site]
    ad_label = rs.random() < 0.7
    rel_label = rs.choice(["Čtěte také", "Související"]) if site == "novinky" else {"idnes": "Čtěte také", "irozhlas": "Související",
                                                                                  "aktualne": "Související", "seznam": "", "denikn": "Čtěte také:"}[site]
    pub = datetime.datetime(r.choice([2020, 2021, 2022, 2023, 2024]), r.randint(1, 12), r.randint(1, 28), r.randint(6, 22), r.randint(0, 59))
    upd = pub + datetime.timedelta(minutes=r.randint(8, 6 * 60)) if r.random() < 0.4 else None
    if upd and upd.day != pub.day:
        upd = None
    fresh = szn and site == "seznam" and r.random() < 0.3 or site == "aktualne" and r.random() < 0.35   # "před 2 hodinami"
    summer = lambda d: 4 <= d.month <= 10
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+02:00" if summer(d) else "+01:00")
    zulu = lambda d: (d - datetime.timedelta(hours=2 if summer(d) else 1)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
    hm = lambda d: "%d:%02d" % (d.hour, d.minute)
    long_date = lambda d: "%d. %s %d" % (d.day, CS_MONTHS[d.month - 1], d.year)
    num_date = lambda d: "%d. %d. %d" % (d.day, d.month, d.year)
    sec, spath, scode = r.choice(CS_SECTIONS[site])
    alnum = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
    ends = lambda w: w.endswith((".", "?", "!", ".\u201c", "?\u201c", "!\u201c")) and not w[:-1].isdigit()

    def sents(p):
        return word_sents(p, ends)

    def initials(g):
        return "".join(g.choice("abcdefghijklmnoprstuvz") for _ in range(3))

    def url(h=None, d=None, sp=None):
        h = h or title(r)
        s_ = sp or r.choice(CS_SECTIONS[site])
        d = d or pub - datetime.timedelta(days=r.randint(0, 20), minutes=r.randint(0, 900))
        if site == "idnes":
            return "https://www.idnes.cz/%s/%s.A%02d%02d%02d_%02d%02d%02d_%s_%s" % (s_[1], cs_slug(h, 70), d.year % 100, d.month, d.day, d.hour, d.minute,
                                                                               r.randint(0, 59), s_[2], initials(r))
        if site == "novinky":
            return "https://www.novinky.cz/clanek/%s-%s-%d" % (s_[2], cs_slug(h, 80), r.randint(40300000, 40470000))
        if site == "seznam":
            return "https://www.seznamzpravy.cz/clanek/%s-%s-%d" % (s_[2], cs_slug(h, 80), r.randint(100000, 260000))
        if site == "irozhlas":
            return "https://www.irozhlas.cz/%s/%s_%02d%02d%02d%02d%02d_%s" % (s_[1], cs_slug(h, 80), d.year % 100, d.month, d.day, d.hour, d.minute, initials(r))
        if site == "aktualne":
            return "https://%s/%s/r~%032x/" % (s_[1], cs_slug(h, 80), r.getrandbits(128))
        return "https://denikn.cz/%d/%s/" % (r.randint(900000, 1500000), cs_slug(h, 80))

    def img(w=1200, h=675):
        k = r.getrandbits(48)
        if site == "idnes":
            return "https://1gr.cz/fotky/idnes/%02d/%03d/cl%d/%s%06d_%s.jpg" % (pub.year % 100, r.randint(1, 130), r.choice([5, 6, 8]),
                                                                              r.choice(["ABC", "MCE", "JB", "KOT", "REI"]), k % 10 ** 6,
                                                                              "".join(r.choice(alnum[26:52]) for _ in range(6)))
        if szn:
            return "https://d%d-a.sdn.cz/d_%d/c_img_%s_%s/%s.jpeg?fl=cro,0,0,%d,%d%%7Cres,%d,,1%%7Cwebp,75" % (
                r.randint(15, 50), r.randint(1, 70), "".join(r.choice(alnum) for _ in range(2)), "".join(r.choice(alnum) for _ in range(6)),
                "".join(r.choice(alnum) for _ in range(6)), w * 2, h * 2, w)
        if site == "irozhlas":
            return "https://www.irozhlas.cz/sites/default/files/styles/zpravy_snowfall/public/uploader/%s_%02d%02d%02d-%06d_%s.jpg?itok=%s" % (
                cs_slug(" ".join(cs_word(r) for _ in range(2)), 30) or "foto", pub.year % 100, pub.month, pub.day, k % 10 ** 6, initials(r),
                "".join(r.choice(alnum) for _ in range(8)))
        if site == "aktualne":
            return "https://i%d.aktualne.cz/foto/%032x.jpg?w=%d&fm=jpg&q=80" % (r.randint(1, 3), r.getrandbits(128), w)
        return "https://img.denikn.cz/%d/%02d/%s-%dx%d.jpg" % (pub.year, pub.month, cs_slug(" ".join(cs_word(r) for _ in range(2)), 30) or "foto", w, h)

    # the paragraphs: Seznam's and iROZHLAS's desks write short ones
    paras = []
    for p in body:
        if szn or site == "irozhlas":
            ss = sents(p)
            while ss:
                k = r.choice([1, 2, 2, 3])
                paras.append(" ".join(ss[:k]))
                ss = ss[k:]
        else:
            paras.append(p)
    n = len(paras)

    # the perex under the headline, and what the feed says
    perex = None
    if site != "denikn" and r.random() < 0.96:
        perex = sentence(r, 14, 30) + (" " + sentence(r, 8, 20) if r.random() < 0.45 else "")
    who, fem = cs_person(r)
    x = r.random()
    if site == "idnes":
        authors = [who] if x < 0.6 else [who, cs_person(r)[0]] if x < 0.75 else [who, "ČTK"] if x < 0.85 else ["ČTK"] if x < 0.93 else ["iDNES.cz"]
    elif site == "novinky":
        authors = [who] if x < 0.5 else ["%s, Právo" % who] if x < 0.65 else ["Novinky, ČTK"] if x < 0.85 else ["Novinky"]
    elif site == "seznam":
        authors = [who] if x < 0.7 else [who, cs_person(r)[0]] if x < 0.82 else ["Seznam Zprávy, ČTK"] if x < 0.94 else ["Seznam Zprávy"]
    elif site == "irozhlas":
        authors = [who] if x < 0.8 else ["ČTK"]
    elif site == "aktualne":
        authors = [who] if x < 0.7 else ["ČTK, Aktuálně.cz"] if x < 0.9 else ["Aktuálně.cz"]
    else:
        authors = [who] if x < 0.85 else [who, cs_person(r)[0]]
    staff = lambda a: a in ("ČTK", "iDNES.cz", "Novinky", "Novinky, ČTK", "Seznam Zprávy", "Seznam Zprávy, ČTK", "ČTK, Aktuálně.cz", "Aktuálně.cz") or "," in a

    # the paywall's cut
    locked = (premium and r.random() < 0.22 and n >= 4) or (site == "denikn" and r.random() < 0.75 and n >= 3)
    cut = (r.randint(3, 4) if site == "idnes" else r.randint(2, 3)) if locked else n
    cut = min(cut, n - 1) if locked else n

    # the parts among the paragraphs
    heads = set(range(r.randint(2, 4), cut, r.randint(3, 6))) if cut >= 4 and r.random() < 0.45 else set()
    list_at = r.randrange(0, cut) if cut >= 3 and r.random() < 0.12 else -1
    tweet_at = r.randrange(0, cut) if cut >= 3 and r.random() < 0.16 else -1
    video_at = r.randrange(0, cut) if cut >= 2 and r.random() < (0.25 if site in ("aktualne", "idnes") else 0.15) else -1
    audio_at = r.randrange(0, cut) if site == "irozhlas" and cut >= 2 and r.random() < 0.35 else -1
    quote_at = r.randrange(1, cut) if site == "irozhlas" and cut >= 4 and r.random() < 0.2 else -1
    also = set(r.sample(range(0, cut - 1), min(cut - 1, r.choice([1, 1, 2, 2, 3])))) if cut >= 3 and r.random() < 0.7 else set()
    ads = set(range(r.choice([1, 2]), cut - 1, r.choice([2, 3, 3]))) if cut >= 3 and site in ("idnes", "novinky", "seznam", "aktualne") and r.random() < 0.85 else set()
    pic_at = r.randrange(1, cut - 1) if cut >= 4 and r.random() < 0.2 else -1
    blocks, story = [], []
    for i, p in enumerate(paras[:cut]):
        if i in heads:
            h = cap_first(cs_join(r, [cs_word(r) for _ in range(r.randint(2, 7))], False))
            while h.split()[-1] in CS_SMALL:
                h += " " + LEXICON_CS[int(1500 * r.random() ** 2)]
            h += r.choice(["", "", "", "", "?"])
            blocks.append(("h", h))
            story.append(h)
        blocks.append(("p", p))
        story.append(p)
        if i == list_at:
            items = [cap_first(cs_join(r, [cs_word(r) for _ in range(r.randint(3, 14))])) + r.choice(["", "", ".", ","]) for _ in range(r.randint(3, 5))]
            blocks.append(("ul", items))
            story += items
        if i == tweet_at:
            s = r.choice(["Podívejte se na příspěvek:", "Na sociální síti X napsal:" if pub.year >= 2023 else "Na twitteru napsal:",
                          "Přečtěte si celý příspěvek:", "Příspěvek na sociální síti:", "Reakce na sebe nenechaly dlouho čekat:"])
            blocks.append(("p", s))
            story.append(s)
            blocks.append(("tweet",))
        if i == video_at:
            if r.random() < 0.5:
                s = r.choice(["Podívejte se na video:", "Podívejte se:", "Video z místa:", "Záběry z místa:"])
                blocks.append(("p", s))
                story.append(s)
            blocks.append(("video",))
        if i == audio_at:
            blocks.append(("audio",))
        if i == quote_at:
            ss = sents(" ".join(paras[:cut]))
            blocks.append(("quote", r.choice(ss)))
        if i in ads:
            blocks.append(("ad", i))
        if i in also:
            blocks.append(("also",))
        if i == pic_at:
            blocks.append(("pic",))
    STORY[:] = story
    first = sents(paras[0])
    if perex and feed_perex:
        TEASER.append(perex)
    elif site == "denikn":  # WordPress's excerpt: the text's first 55 words
        ws = " ".join(paras).split()
        DESC.append(" ".join(ws[:55]) + " [\u2026]" if len(ws) > 55 else " ".join(ws))
    else:
        DESC.append(first[0] if r.random() < 0.7 or len(first) < 2 else " ".join(first[:2]))

    # the Seznam platform's hashed class names, a site's own, and its
    # data-dot attribute (renamed on some sites by the anti-adblock script)
    hseed = BLOG[0] + " czech classes"
    pre = random.Random(hseed).sample(["c_", "d_", "e_", "f_", "g_", "h_"], 3)

    def hc(role, k=None):
        g = random.Random(hseed + role)
        k = k or g.choice([1, 1, 2, 2, 3])
        return " ".join(g.choice(pre) + g.choice(alnum[:52]) + (g.choice(alnum) if g.random() < 0.75 else "") for _ in range(k))
    dot_attr = "data-dot"
    if szn and rs.random() < 0.2:
        dot_attr = "data-" + "".join(rs.choice("abcdefghijk") for _ in range(rs.randint(18, 24)))
    dd = lambda v: ' %s="%s"' % (dot_attr, v)

    def caption():
        c = sentence(r, 4, 14)
        c = c[:-1] if c.endswith(".") and r.random() < 0.7 else c
        if r.random() < 0.15:
            c = r.choice(["Ilustrační snímek", "Ilustrační foto"])
        EXTRAS.append(c)
        ag = r.choice(CS_AGENCIES)
        ph = cs_person(r)[0]
        if site == "idnes":
            return c, r.choice(["foto: %s, MAFRA" % ph, "foto: %s, MAFRA" % ph, "foto: ČTK", "foto: Reuters", "foto: Profimedia.cz", "foto: %s, iDNES.cz" % ph])
        if site == "novinky":
            return c, r.choice(["Foto: %s" % ag, "Foto: %s, Právo" % ph, "Foto: %s, Novinky" % ph, "Foto: ČTK / %s" % ph])
        if site == "seznam":
            return c, r.choice(["Foto: %s" % ag, "Foto: %s, Seznam Zprávy" % ph, "Foto: ČTK / %s" % ph, "Foto: Profimedia.cz"])
        if site == "irozhlas":
            return c, r.choice(["Foto: %s | Zdroj: %s" % (ph, r.choice(["iROZHLAS.cz", "Český rozhlas", "ČTK"])), "Foto: %s | Zdroj: Reuters" % ph,
                                "Foto: ČTK | Zdroj: ČTK", "Foto: %s | Zdroj: Profimedia.cz" % r.choice(["Profimedia.cz", "Shutterstock"])])
        if site == "aktualne":
            return c, r.choice(["Foto: %s" % ag, "Foto: %s" % ag, "Foto: %s, Aktuálně.cz" % ph, "Foto: ČTK / %s" % ph])
        return c, r.choice(["Foto: %s, Deník N" % ph, "Foto: %s" % ag, "Foto: ČTK"])

    def ad(i):
        lab = ""
        if site == "idnes":
            if ad_label:
                EXTRAS.append("reklama")
            return '<div class="r-inart">%s<div id="r-inart%d" class="r-main" data-r-zone="inart%d"></div></div>' % (
                '<div class="r-head"><span>reklama</span></div>' if ad_label else "", i, i)
        if szn:
            return '<div class="%s"%s><div class="%s js-ad %s" data-ad-zone="%d">&nbsp;</div></div>' % (hc("promo"), dd("mol-self-promo"), hc("ad"), hc("ad2", 1),
                                                                                                    r.randint(10000, 99999))
        if ad_label:
            EXTRAS.append("Reklama")
            lab = '<span class="ad__label">Reklama</span>'
        return '<div class="ad ad--inarticle">%s<div id="ad-inarticle-%d" class="ad__slot" data-ad="inarticle%d"></div></div>' % (lab, i, i)

    def tweet():
        f = r.random() < 0.4
        nm = "%s %s" % (r.choice(CS_FIRST[f]), r.choice(CS_SURNAMES)[f])
        handle = cs_slug(nm).replace("-", r.choice(["", "_", ""]))[:15] + r.choice(["", "", str(r.randint(1, 99))])
        tid = r.randint(10 ** 18, 18 * 10 ** 17)
        d = pub - datetime.timedelta(minutes=r.randint(20, 3000))
        text = sentence(r, 6, 24)
        EXTRAS.append(text)
        tco = "https://t.co/" + "".join(r.choice(alnum) for _ in range(10))
        if szn:
            return ('<div class="%s mol-post-card"%s><div class="%s mol-post-card__header"><img class="%s" src="https://pbs.twimg.com/profile_images/%d/%s_normal.jpg" alt="" width="40" height="40"/>'
                    '<span class="%s">%s</span><span class="%s">@%s</span></div><div class="%s mol-post-card__body"><p class="%s">%s</p></div>'
                    '<div class="%s mol-post-card__footer"><span class="atm-date-formatted">%s</span><a class="%s" href="https://twitter.com/%s/status/%d" target="_blank" rel="noopener">Zobrazit na %s</a></div></div>') % (
                hc("post"), dd("mol-post-card"), hc("posthead"), hc("avatar"), r.randint(10 ** 17, 10 ** 18), "".join(r.choice(alnum) for _ in range(8)),
                hc("postname"), esc(nm), hc("posthandle"), handle, hc("postbody"), hc("posttext"), esc(text), hc("postfoot"), num_date(d), hc("postlink"),
                handle, tid, "X" if d.year >= 2023 else "Twitteru")
        bq = ('<blockquote class="twitter-tweet"%s><p lang="cs" dir="ltr">%s <a href="%s">%s</a></p>&mdash; %s (@%s) '
              '<a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%d. %s %d</a></blockquote>') % (
            r.choice(["", ' data-lang="cs"', ' data-dnt="true"']), esc(text), tco, "pic.twitter.com/" + tco[-10:] if r.random() < 0.4 else tco,
            esc(nm), handle, handle, tid, d.day, CS_MONTHS[d.month - 1], d.year)
        scr = '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>'
        if site == "idnes":
            return '<div class="art-obj art-obj-social">%s%s</div>' % (bq, scr)
        if site == "irozhlas":
            return '<div class="embed embed--twitter">%s%s</div>' % (bq, scr)
        if site == "denikn":
            return '<div class="t_embed t_embed--twitter">%s%s</div>' % (bq, scr)
        return '<div class="article__embed embed-twitter">%s%s</div>' % (bq, scr)

    def video():
        vt = title(r)
        EXTRAS.append(vt)
        vid = "".join(r.choice(alnum) for _ in range(11))
        mins = "%d:%02d" % (r.randint(0, 9), r.randint(0, 59))
        if site == "idnes":
            EXTRAS.append("Video: iDNES.tv")
            return ('<div class="art-obj art-obj-video"><div class="video-player" data-player="idnes" data-id="V%02d%02d%02d_%06d_idnestv_%s">'
                    '<img src="%s" alt="" width="640" height="360"/><span class="length">%s</span></div><p class="video-tit">%s</p><p class="video-aut">Video: iDNES.tv</p></div>') % (
                pub.year % 100, pub.month, pub.day, r.randint(0, 235959), initials(r), img(640, 360), mins, esc(vt))
        if szn:
            lab = "Video: %s" % ("Seznam Zprávy" if site == "seznam" else r.choice(["Novinky", "Právo", "Reuters"]))
            EXTRAS.append(lab)
            return ('<figure class="%s"%s><div class="%s" data-video-id="%d"><img class="%s" src="%s" alt="" width="640" height="360"/><span class="%s">%s</span></div>'
                    '<figcaption class="%s"><span class="%s">%s</span> <span class="%s">%s</span></figcaption></figure>') % (
                hc("vfig"), dd("mol-video"), hc("vplayer"), r.randint(10 ** 6, 10 ** 7), hc("vimg"), img(640, 360), hc("vlen"), mins, hc("vcap"), hc("vtitle"),
                esc(vt), hc("vcredit"), lab)
        if site == "aktualne":
            EXTRAS.append("Video: DVTV")
            return ('<div class="article__video"><div class="video-player" data-video-id="%s"><img src="%s" alt="" width="640" height="360"/></div>'
                    '<p class="article__video__description">%s | Video: DVTV</p></div>') % (vid, img(640, 360), esc(vt))
        ifr = ('<iframe title="%s" width="%d" height="%d" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" '
               'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>') % (
            esc(vt), r.choice([560, 640]), r.choice([315, 360]), vid)
        if site == "irozhlas":
            return '<div class="embed embed--youtube">%s</div>' % ifr
        return '<div class="iframely-embed"><div class="iframely-responsive">%s</div></div>' % ifr

    def audio():
        at = title(r)
        EXTRAS.append(at)
        EXTRAS.append("Přehrát")
        return ('<div class="b-audio" data-audio-id="%d"><button class="b-audio__btn" type="button"><span class="u-vhide">Přehrát</span></button>'
                '<div class="b-audio__body"><p class="b-audio__title">%s</p><p class="b-audio__meta">%s | %s | <span class="b-audio__duration">%02d:%02d</span></p></div></div>') % (
            r.randint(8000000, 9500000), esc(at), esc(cs_person(r)[0]), r.choice(["Radiožurnál", "Český rozhlas Plus", "Dvojka", "Radiožurnál"]),
            r.randint(0, 6), r.randint(0, 59))

    def also_box():
        k = r.choice([1, 1, 2, 3] if site in ("irozhlas", "aktualne") else [1])
        hs = [title(r) for _ in range(k)]
        EXTRAS.extend(hs)
        us = [url(h) for h in hs]
        if rel_label:
            EXTRAS.append(rel_label)
        if site == "idnes":
            return ('<div class="art-obj art-obj-link"><p class="tit">Čtěte také</p><a href="%s"><img src="%s" alt="" width="140" height="79" loading="lazy"/>'
                    '<span class="art-link-tit">%s</span></a></div>') % (us[0], img(280, 158), esc(hs[0]))
        if site == "seznam":
            kind = r.choice(["Článek", "Článek", "Článek", "Video", "Podcast"])
            EXTRAS.append(kind)
            return ('<div class="%s"%s><div class="%s"><img class="%s" src="%s" alt="" width="160" height="90" loading="lazy"/></div><div class="%s">'
                    '<span class="%s">%s</span><a class="%s" href="%s"%s><h3 class="%s">%s</h3></a></div></div>') % (
                hc("card"), dd("mol-article-card"), hc("cardimgw"), hc("cardimg"), img(320, 180), hc("cardbody"), hc("cardkind"), kind, hc("cardlink"), us[0],
                dd("mol-article-card-title"), hc("cardtitle"), esc(hs[0]))
        if site == "novinky":
            return ('<div class="%s"%s><span class="%s">%s</span><a class="%s" href="%s"%s><img class="%s" src="%s" alt="" width="160" height="90" loading="lazy"/>'
                    '<h3 class="%s">%s</h3></a></div>') % (
                hc("card"), dd("mol-related-article"), hc("cardkind"), rel_label, hc("cardlink"), us[0], dd("mol-article-card-title"), hc("cardimg"),
                img(320, 180), hc("cardtitle"), esc(hs[0]))
        if site == "irozhlas":
            return ('<aside class="b-inline b-inline--related"><h2 class="b-inline__title">Související</h2><ul class="b-inline__list">%s</ul></aside>') % "".join(
                '<li class="b-inline__item"><a href="%s"><span class="b-inline__img"><img src="%s" alt="" width="120" height="68" loading="lazy"/></span>'
                '<span class="b-inline__text">%s</span></a></li>' % (u, img(240, 135), esc(h)) for u, h in zip(us, hs))
        if site == "aktualne":
            return '<div class="article__related"><div class="article__related__title">Související</div><ul>%s</ul></div>' % "".join(
                '<li><a class="article__related__link" href="%s">%s</a></li>' % (u, esc(h)) for u, h in zip(us, hs))
        return '<p class="e_read_also"><strong>Čtěte také:</strong> <a href="%s">%s</a></p>' % (us[0], esc(hs[0]))

    def pic():
        c, cr = caption()
        src = img(1000, 563)
        if site == "idnes":
            return '<div class="art-obj art-obj-pic"><img src="%s" alt="" width="680" height="383" loading="lazy"/><p class="popis">%s <span class="aut">| %s</span></p></div>' % (
                src, esc(c), esc(cr))
        if szn:
            return ('<figure class="%s"%s><picture><img class="%s" src="%s" alt="%s" width="1000" height="563" loading="lazy"/></picture>'
                    '<figcaption class="%s"><span class="%s"%s>%s</span> <span class="%s">%s</span></figcaption></figure>') % (
                hc("fig"), dd("mol-figure"), hc("figimg"), src, esc(c), hc("figcap"), hc("figcaptext"), dd("atm-media-item-image-caption"), esc(c), hc("figcredit"), esc(cr))
        if site == "irozhlas":
            return '<figure class="b-image"><div class="b-image__img"><img src="%s" alt="" loading="lazy"/></div><figcaption class="b-image__caption">%s | %s</figcaption></figure>' % (
                src, esc(c), esc(cr))
        if site == "aktualne":
            return '<div class="article__photo article__photo--inline"><img src="%s" alt="" loading="lazy"/><div class="article__photo__description">%s <span class="article__photo__author">%s</span></div></div>' % (
                src, esc(c), esc(cr))
        return '<figure class="wp-block-image size-large"><img src="%s" alt="" loading="lazy"/><figcaption>%s <span class="e_credit">%s</span></figcaption></figure>' % (
            src, esc(c), esc(cr))

    def para_html(p):
        if szn:
            return '<div class="%s speakable"%s><p class="%s"><span class="atm-text-decorator">%s</span></p></div>' % (hc("para"), dd("mol-paragraph"), hc("p"), esc(p))
        return "<p>%s</p>" % esc(p)

    # the story's box
    out = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append(para_html(b[1]))
        elif k == "h":
            h = esc(b[1])
            out.append('<h3 class="tit">%s</h3>' % h if site == "idnes" else '<h2 class="%s speakable">%s</h2>' % (hc("h2"), h) if szn else
                       "<h3>%s</h3>" % h if site == "denikn" else "<h2>%s</h2>" % h)
        elif k == "ul":
            lis = "".join("<li>%s</li>" % esc(y) for y in b[1])
            out.append('<ul class="%s">%s</ul>' % (hc("ul"), "".join('<li class="%s">%s</li>' % (hc("li"), esc(y)) for y in b[1])) if szn else "<ul>%s</ul>" % lis)
        elif k == "tweet":
            out.append(tweet())
        elif k == "video":
            out.append(video())
        elif k == "audio":
            out.append(audio())
        elif k == "quote":
            out.append('<blockquote class="b-quote"><p>%s</p></blockquote>' % esc(b[1]))
        elif k == "ad":
            out.append(ad(b[1]))
        elif k == "also":
            out.append(also_box())
        elif k == "pic":
            out.append(pic())
    textbox = "\n".join(out)

    # the chrome around it
    me = url(t, pub, (sec, spath, scode))
    pops = [title(r) for _ in range(r.randint(5, 7))]
    EXTRAS.extend(pops + ["Nejčtenější"])
    pop_li = lambda cls="": "".join('<li%s><a href="%s">%s</a></li>' % (cls, url(h), esc(h)) for h in pops)
    tags = list(dict.fromkeys(cap_first(LEXICON_CS[int(900 * r.random() ** 2)]) + (" " + LEXICON_CS[int(900 * r.random() ** 2)] if r.random() < 0.3 else "")
                              for _ in range(r.randint(2, 6))))
    nl_line = {"novinky": "Nejdůležitější zprávy dne vám každé ráno pošleme do e-mailu.",
               "seznam": "Přihlaste se k odběru newsletteru Seznam Zpráv a dostávejte to nejdůležitější z domova i ze světa.",
               "irozhlas": "Nejdůležitější zprávy dne do vašeho e-mailu. Přihlaste se k odběru newsletteru iROZHLAS.cz.",
               "aktualne": "Přihlaste se k odběru newsletteru Aktuálně.cz a nezmeškejte nic důležitého.",
               "denikn": "Přihlaste se k odběru newsletterů Deníku N a dostávejte to nejlepší z naší práce přímo do schránky.",
               "idnes": ""}[site]
    newsletter = ""
    if news_box:
        EXTRAS.append(nl_line)
        newsletter = ('<div class="newsletter-box"><h3 class="newsletter-box__title">Newsletter</h3><p>%s</p><form class="newsletter-box__form" action="/newsletter" method="post">'
                      '<input type="email" name="email" placeholder="Váš e-mail" required/><button type="submit">Přihlásit se</button></form>'
                      '<p class="newsletter-box__gdpr">Odesláním souhlasíte se zpracováním osobních údajů.</p></div>') % esc(nl_line)
    share_k = [("facebook", "https://www.facebook.com/sharer/sharer.php?u=", "Sdílet na Facebooku"),
               ("twitter", "https://twitter.com/intent/tweet?url=", "Sdílet na Twitteru" if pub.year < 2023 else "Sdílet na X"),
               ("linkedin", "https://www.linkedin.com/shareArticle?url=", "Sdílet na LinkedIn"), ("email", "mailto:?body=", "Poslat e-mailem")]
    share_n = r.choice([2, 3, 4]) if not szn else 3
    EXTRAS.extend(lab for _, _, lab in share_k[:share_n])
    share = "".join('<li class="share__item share__item--%s"><a href="%s%s" target="_blank" rel="noopener" title="%s"><span class="u-vhide">%s</span></a></li>' % (
        k, u, me, lab, lab) for k, u, lab in share_k[:share_n])
    if szn:
        share = "".join('<li class="%s"><a class="%s" href="%s%s" target="_blank" rel="noopener" title="%s"%s><span class="%s">%s</span></a></li>' % (
            hc("shareli"), hc("sharea"), u, me, lab, dd("atm-share-button"), hc("sharelab"), lab) for k, u, lab in share_k[:3])
    lead_img = r.random() < (0.9 if site != "irozhlas" else 0.95)
    c, cr = caption() if lead_img else ("", "")
    ncs = len(cs)
    word_n = lambda k, a, b, c_: a if k == 1 else b if 2 <= k <= 4 else c_

    if site == "idnes":
        when = "%s&nbsp;&nbsp;%s" % (long_date(pub), hm(pub))
        au = ", ".join('<span itemprop="author" itemscope itemtype="https://schema.org/Person"><a href="https://www.idnes.cz/novinari/%s.J%05d" itemprop="url"><span itemprop="name">%s</span></a></span>' % (
            cs_slug(a), r.randint(1000, 99999), esc(a)) if not staff(a) and a != "ČTK" else '<span itemprop="author"><span itemprop="name">%s</span></span>' % esc(a) for a in authors)
        gal = r.randint(2, 40) if lead_img and r.random() < 0.45 else 0
        gal_w = ("Další", "fotografie") if gal < 5 else ("Dalších", "fotografií")
        if gal:
            EXTRAS.append("%s %d %s v galerii" % (gal_w[0], gal, gal_w[1]))
        fig = ('<div class="opener-foto"><a class="art-pic" href="%s/foto"><img src="%s" alt="%s" width="680" height="383"/></a>%s'
               '<div class="art-pic-text"><p class="popis">%s <span class="aut">| %s</span></p></div></div>') % (
            me, img(680, 383), esc(t[:80]), '<div class="more-gallery"><a href="%s/foto"><span>%s <b>%d</b> %s v galerii</span></a></div>' % (me, gal_w[0], gal, gal_w[1]) if gal else "",
            esc(c), esc(cr)) if lead_img else ""
        pay = ""
        if locked:
            pay_l = ["Článek je dostupný pouze pro předplatitele iDNES Premium", "Předplaťte si iDNES Premium a čtěte bez omezení", "Předplatit", "Máte předplatné?"]
            EXTRAS.extend(pay_l)
            pay = ('<div id="paywall"><div class="paywall-top"><h2>%s</h2></div><div class="paywall-offer"><p class="tit">%s</p><p class="price">od %d Kč měsíčně</p>'
                   '<a class="btn btn-premium" href="https://www.idnes.cz/premium">%s</a><p class="login">%s <a href="https://muj-ucet.idnes.cz/prihlaseni">Přihlaste se</a></p></div></div>') % (
                tuple(pay_l[:2]) + (r.choice([49, 69, 79, 99]),) + tuple(pay_l[2:]))
        menu = "".join('<li%s><a href="https://www.idnes.cz/%s">%s</a></li>' % (' class="act"' if p_ == spath else "", p_, esc(l_))
                       for l_, p_, _ in dict.fromkeys(CS_SECTIONS["idnes"]))
        disc = ""
        if ncs and r.random() < 0.9:
            EXTRAS.append("Diskuse")
            disc = '<ul class="art-community"><li class="community-discusion"><a id="moot-linkin" href="%s/diskuse">Diskuse <span>(%d %s)</span></a></li></ul>' % (
                me, ncs, word_n(ncs, "příspěvek", "příspěvky", "příspěvků"))
        return ('<div id="main"><div class="content"><div class="menu-sec"><ul>%s</ul></div>'
                '<div id="space-a"><div class="art-full"%s><h1 itemprop="name headline">%s%s</h1>'
                '<div class="art-info"><div class="authors">%s</div><span class="time"><span class="time-date" itemprop="datePublished" content="%s">%s</span>%s</span></div>'
                '%s%s<div class="text" id="art-text" itemprop="articleBody"><div class="bbtext">\n%s\n</div></div>%s'
                '<div id="art-tags"><span class="tit">Témata:</span> %s</div>%s'
                '<div class="art-share"><ul>%s</ul></div></div></div>'
                '<div id="space-b"><div class="col-b"><div class="box box-most-read"><h3 class="tit">Nejčtenější</h3><ol>%s</ol></div></div></div></div></div>') % (
            menu, ' itemscope itemtype="https://schema.org/NewsArticle"', '<span class="ico-premium" title="iDNES Premium">Premium</span> ' if premium and locked else "", esc(t),
            au, pub.strftime("%Y-%m-%dT%H:%M") + ("CEST" if summer(pub) else "CET"), when,
            ' <span class="aktual">aktualizováno&nbsp;&nbsp;%s</span>' % hm(upd) if upd else "",
            '<div class="opener" itemprop="description">%s</div>' % esc(perex) if perex else "", fig, textbox, pay,
            " ".join('<a href="https://www.idnes.cz/zpravy/tema/%s" rel="tag">%s</a>' % (cs_slug(x), esc(x)) for x in tags), disc, share, pop_li())

    if szn:
        brand = "Seznam Zprávy" if site == "seznam" else "Novinky"
        sub = {"domaci-politika": "Politika", "domaci-kauzy": "Kauzy", "domaci-zivot-v-cesku": "Život v Česku", "zahranicni-evropa": "Evropa",
               "zahranicni-valka-na-ukrajine": "Válka na Ukrajině", "ekonomika-finance": "Finance", "kultura-film": "Film"}.get(scode, "")
        crumbs = ('<a class="%s" href="https://%s/"><span>%s</span></a><a class="%s" href="https://%s/sekce/%s"><span>%s</span></a>%s') % (
            hc("crumb"), host, brand, hc("crumb"), host, spath, esc(sec), '<a class="%s" href="https://%s/sekce/%s"><span>%s</span></a>' % (
                hc("crumb"), host, scode, esc(sub)) if sub else "")
        if site == "seznam" and fresh:
            when = cs_ago(r, pub)
        elif site == "seznam":
            when = "%s %s" % (num_date(pub), hm(pub))
        else:
            when = "%s, %s" % (num_date(pub), hm(pub))
        upd_s = ('<span class="%s">Aktualizováno %s%s</span>' % (hc("upd"), num_date(upd) + (", " if site == "novinky" else " "), hm(upd))) if upd and not fresh else ""
        au_names = ", ".join(esc(a) for a in authors)
        avatar = '<img class="%s" src="https://d%d-a.sdn.cz/d_%d/c_img_%s/%s.jpeg" alt="" width="48" height="48"/>' % (
            hc("avatar"), r.randint(15, 50), r.randint(1, 70), "".join(r.choice(alnum) for _ in range(4)), "".join(r.choice(alnum) for _ in range(8))) if not staff(authors[0]) else ""
        ld = json.dumps({"@context": "https://schema.org", "@type": "NewsArticle", "headline": t, "description": perex or "", "datePublished": zulu(pub),
                         "dateModified": zulu(upd or pub), "author": [{"@type": "Person", "name": a} for a in authors],
                         "publisher": {"@type": "Organization", "name": brand}, "mainEntityOfPage": me}, ensure_ascii=False)
        fig = ('<div class="%s"%s><figure class="%s"><picture><img class="%s" src="%s" alt="%s" width="1200" height="675" fetchpriority="high"/></picture>'
               '<figcaption class="%s"><span class="%s"%s>%s</span> <span class="%s">%s</span></figcaption></figure></div>') % (
            hc("media"), dd("ogm-main-media"), hc("mfig"), hc("mimg"), img(), esc(t[:80]), hc("mcap"), hc("mcaptext"), dd("atm-media-item-image-caption"),
            esc(c), hc("mcredit"), esc(cr)) if lead_img else ""
        listen = ""
        if site == "seznam" and r.random() < 0.3:
            EXTRAS.append("Článek si také můžete poslechnout v audioverzi.")
            listen = ('<div class="%s"%s><p class="%s">Článek si také můžete poslechnout v audioverzi.</p><div class="%s"><button class="%s" type="button" aria-label="Přehrát">'
                      '</button><span class="%s">%d:%02d</span></div></div>') % (hc("listen"), dd("ogm-article-audio"), hc("listenp"), hc("player"), hc("play"), hc("plen"),
                                                                            r.randint(2, 12), r.randint(0, 59))
        if site == "novinky":
            content = '<div class="%s"%s data-dot-data="{&quot;component&quot;:&quot;article-content&quot;}"><div class="%s mol-rich-content--for-article">\n%s\n</div></div>' % (
                hc("content"), dd("ogm-article-content"), hc("rich"), textbox)
        else:
            content = '<div class="%s"%s>%s<div class="%s mol-rich-content--for-article">\n%s\n</div></div>' % (hc("content"), dd("ogm-article-content"), listen, hc("rich"), textbox)
        tag_html = '<div class="%s"%s>%s</div>' % (hc("tags"), dd("ogm-related-tags"), "".join(
            '<a class="%s" href="https://%s/tag/%s-%d"><div class="%s">%s</div></a>' % (hc("tag"), host, cs_slug(x), r.randint(1000, 99999), hc("tagtext"), esc(x)) for x in tags))
        disc_btn, thread = "", ""
        if site == "novinky" and ncs:
            EXTRAS.append("Diskuse")
            disc_btn = '<a class="%s" href="%s/diskuze"%s>Diskuse <span>(%d)</span></a>' % (hc("discbtn"), me, dd("mol-discussion-button"), ncs)
            if talk:
                EXTRAS.extend(["Zobrazit celou diskusi", "Odpovědět"])
                items = ""
                ago = r.random() < 0.4           # read within a day of its writing: the comments' times "před 2 hodinami"
                ct = pub
                for name, _, cps, depth in cs[:r.randint(3, 5)]:
                    ct += datetime.timedelta(minutes=r.randint(2, 240))
                    items += ('<div class="%s"%s><div class="%s"><span class="%s">%s</span> <span class="atm-date-formatted">%s</span></div><div class="%s">%s</div>'
                              '<div class="%s"><button class="%s" type="button">Odpovědět</button><span class="%s">%d</span><span class="%s">%d</span></div></div>') % (
                        hc("citem") + (" " + hc("creply", 1) if depth > 1 else ""), dd("mol-discussion-item"), hc("chead"), hc("cname"), esc(r.choice(CS_COMMENTERS)),
                        cs_ago(r, pub) if ago else "%s %s" % (num_date(ct), hm(ct)), hc("ctext"), "".join('<p class="%s">%s</p>' % (hc("cp"), esc(p)) for p in cps), hc("cfoot"), hc("cbtn"), hc("clike"),
                        r.randint(0, 90), hc("cdis"), r.randint(0, 40))
                thread = ('<div class="%s"%s><h2 class="%s">Diskuse <span>(%d)</span></h2>%s<a class="%s" href="%s/diskuze">Zobrazit celou diskusi</a></div>') % (
                    hc("disc"), dd("ogm-discussion"), hc("disch"), ncs, items, hc("discall"), me)
        share_s = '<div class="%s ogm-article-author-social"><span class="atm-date-formatted">%s</span>%s<ul class="%s">%s</ul>%s</div>' % (
            hc("social"), when, upd_s, hc("share"), share, disc_btn) if site == "novinky" else ""
        date_s = '' if site == "novinky" else '<div class="%s"%s><div class="%s"%s><span class="atm-date-formatted">%s</span></div>%s</div>' % (
            hc("date"), dd("ogm-date-of-publication"), hc("date2"), dd("ogm-date-of-publication__date"), when, upd_s)
        if site == "seznam":
            share_s = '<div class="%s"%s><ul class="%s">%s</ul></div>' % (hc("sharebar"), dd("ogm-article-share"), hc("share"), share)
        pops_html = '<div class="%s"%s><h2 class="%s">Nejčtenější</h2><ol class="%s">%s</ol></div>' % (hc("most"), dd("ogm-most-read"), hc("mosth"), hc("mostol"), "".join(
            '<li class="%s"><a class="%s" href="%s"%s><h3 class="%s">%s</h3></a></li>' % (hc("mostli"), hc("mosta"), url(h), dd("mol-article-card-title"), hc("mosth3"), esc(h)) for h in pops))
        return ('<div class="%s"><main role="main" class="%s"><div class="%s"%s>%s</div>'
                '<article role="article" class="%s"><div class="%s document-type-article"><script type="application/ld+json">%s</script></div>'
                '<div class="%s"><h1 class="%s">%s</h1>%s'
                '<div class="%s"%s>%s<div class="%s ogm-article-author__texts"><div class="%s"><span%s>%s</span></div>%s</div></div>%s</div>'
                '%s%s%s%s</article>%s%s</main></div>') % (
            hc("page"), hc("main"), hc("crumbs"), dd("ogm-breadcrumb-navigation"), crumbs, hc("article"), hc("doctype"), ld.replace("</", "<\\/"),
            hc("header"), hc("h1"), esc(t), '<p class="%s speakable"%s>%s</p>' % (hc("perex"), dd("ogm-article-perex"), esc(perex)) if perex else "",
            hc("author"), dd("ogm-article-author"), avatar, hc("authtexts"), hc("authname"), dd("mol-author-names"), au_names, date_s, share_s,
            fig, content, tag_html, newsletter and newsletter.replace('class="newsletter-box"', 'class="%s"%s' % (hc("nl"), dd("ogm-newsletter"))), thread, pops_html)

    if site == "irozhlas":
        when = "%s %s" % (hm(pub), long_date(pub))
        place = r.choice(["Praha", "Praha", "Praha", "Brno", "Ostrava", "Plzeň", "Olomouc", "Liberec", "Kyjev", "Brusel", "Washington"])
        tag_crumbs = "".join(' <a href="https://www.irozhlas.cz/zpravy-tag/%s">%s</a>' % (cs_slug(x), esc(x)) for x in tags[:3])
        fig = ('<figure class="b-image b-image--lead"><div class="b-image__img"><img src="%s" alt="%s" width="1200" height="675"/></div>'
               '<figcaption class="b-image__caption">%s | %s</figcaption></figure>') % (img(), esc(t[:80]), esc(c), esc(cr)) if lead_img else ""
        editor = "".join(r.choice("abcdefghijklmnoprstuvz") for _ in range(3))
        tools = ('<div class="b-detail__share"><ul class="share">%s<li class="share__item"><button type="button" class="share__print">Tisknout</button></li>'
                 '<li class="share__item"><button type="button" class="share__copy" data-url="%s">Kopírovat url adresu</button></li>'
                 '<li class="share__item share__item--short"><span>Zkrácená adresa</span> <input type="text" readonly value="https://irozhl.as/%s"/></li></ul>'
                 '<p class="share__msg" hidden>Odkaz se zkopíroval</p></div>') % (share, me, "".join(r.choice(alnum) for _ in range(5)))
        EXTRAS.extend(["Tisknout", "Kopírovat url adresu", "Zkrácená adresa"])
        return ('<main id="main" role="main"><nav class="m-breadcrumb" aria-label="Drobečková navigace"><a href="https://www.irozhlas.cz/">Hlavní stránka</a>'
                ' <a href="https://www.irozhlas.cz/%s">%s</a>%s</nav>'
                '<div class="b-detail"><header class="b-detail__head"><h1>%s</h1>%s<p class="meta">%s<span class="meta__place">%s</span> <time datetime="%s">%s</time>%s</p></header>'
                '%s%s\n%s\n<p class="meta meta--right"><strong>%s</strong>, %s</p></div>%s'
                '<aside class="b-most-read"><h2 class="b-most-read__title">Nejčtenější</h2><ol>%s</ol></aside></main>') % (
            spath, esc(sec), tag_crumbs, esc(t), '<p class="text-lg">%s</p>' % esc(perex) if perex else "",
            "".join("<strong>%s</strong> | " % esc(a) for a in authors if a != "ČTK"), place, iso(pub), when,
            ' <span class="meta__upd">Aktualizováno %s</span>' % hm(upd) if upd else "", tools, fig, textbox, esc(authors[0]), editor, newsletter, pop_li())

    if site == "aktualne":
        when = ("Aktualizováno " + cs_ago(r, pub)) if fresh else "%s %s" % (num_date(pub), hm(pub)) + (" | Aktualizováno %s" % hm(upd) if upd else "")
        menu = "".join('<li><a class="header__menu__name" href="https://%s/">%s</a></li>' % (p_, esc(l_)) for l_, p_, _ in dict.fromkeys(CS_SECTIONS["aktualne"]))
        au = ", ".join('<a class="author__name" href="https://www.aktualne.cz/autori/%s/">%s</a>' % (cs_slug(a), esc(a)) if not staff(a) else
                       '<span class="author__name">%s</span>' % esc(a) for a in authors)
        fig = ('<div class="article__photo"><img src="%s" alt="%s" width="1200" height="675"/><div class="article__photo__description">%s '
               '<span class="article__photo__author">%s</span></div></div>') % (img(), esc(t[:80]), esc(c), esc(cr)) if lead_img else ""
        EXTRAS.append("Témata:")
        return ('<div class="page"><div class="header__menu"><nav><ul>%s</ul></nav></div><div class="page__content"><div class="article">'
                '<div class="article__header"><a class="article__section" href="https://%s/">%s</a><h1 class="article-title">%s</h1>'
                '<div class="author">%s<div class="author__texts">%s<div class="author__date">%s</div></div></div>%s</div>'
                '%s<div class="article__share"><ul>%s</ul></div><div class="article__content">\n%s\n</div>'
                '<div class="article__tags"><span class="article__tags__label">Témata:</span> %s</div>%s</div>'
                '<aside class="sidebar"><div class="box-most-read"><h3 class="box-most-read__title">Nejčtenější</h3><ol>%s</ol></div></aside></div></div>') % (
            menu, spath, esc(sec), esc(t), '<img class="author__photo" src="%s" alt="" width="48" height="48"/>' % img(96, 96) if not staff(authors[0]) else "",
            au, when, '<div class="article__perex">%s</div>' % esc(perex) if perex else "", fig, share, textbox,
            " ".join('<a class="tag" href="https://www.aktualne.cz/wiki/%s/r~%032x/">%s</a>' % (cs_slug(x), r.getrandbits(128), esc(x)) for x in tags),
            newsletter, pop_li())

    # Deník N
    when = "%s %s" % (long_date(pub), hm(pub))
    au = ", ".join('<a href="https://denikn.cz/autor/%s/">%s</a>' % (cs_slug(a), esc(a)) for a in authors)
    fig = ('<figure class="b_single_i"><img src="%s" alt="%s" width="1200" height="675"/><figcaption>%s <span class="e_credit">%s</span></figcaption></figure>' % (
        img(), esc(t[:80]), esc(c), esc(cr))) if lead_img else ""
    lock = ""
    if locked:
        lock_l = ["Tento článek je exkluzivní obsah pro předplatitele Deníku N.", "Předplatit", "Už jste předplatitelem?"]
        EXTRAS.extend(lock_l)
        lock = ('<div class="e_lock"><div class="e_lock__title">%s</div><div class="e_lock__offer"><p>Předplatné Deníku N od %d Kč měsíčně</p>'
                '<a class="e_lock__btn" href="https://predplatne.denikn.cz/">%s</a></div><p class="e_lock__login">%s <a href="https://predplatne.denikn.cz/sign/in/">Přihlaste se</a></p></div>') % (
            lock_l[0], r.choice([149, 199, 249]), lock_l[1], lock_l[2])
    return ('<main id="main" class="site-main"><article id="post-%d" class="a_single post type-post status-publish format-standard has-post-thumbnail">'
            '<div class="b_single_e"><div class="e_terms"><a class="e_terms_term" href="https://denikn.cz/%s/">%s</a></div><h1 class="e_title">%s</h1>'
            '<div class="e_meta"><div class="e_author">%s</div><time class="e_date" datetime="%s">%s</time></div>'
            '<div class="e_share"><ul>%s</ul></div></div>%s'
            '<div class="a_single__post a_single__default">\n%s\n%s</div>'
            '<div class="e_tags">%s</div>%s</article>'
            '<aside class="b_sidebar"><section class="b_most"><h2 class="b_most__title">Nejčtenější</h2><ol>%s</ol></section></aside></main>') % (
        r.randint(900000, 1500000), spath, esc(sec), esc(t), au, iso(pub), when, share, fig, textbox, lock,
        " ".join('<a href="https://denikn.cz/tema/%s/" rel="tag">%s</a>' % (cs_slug(x), esc(x)) for x in tags), newsletter, pop_li())
