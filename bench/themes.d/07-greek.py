# SPDX-License-Identifier: ISC
# Platforms of bench/themes, read in order into its namespace (its
# docstring says what each writes); the helpers they use are its own.

# Greek's commonest words (articles in their cases, prepositions and their
# fusions with the article, conjunctions, particles, pronouns, the forms of
# "είναι" and "έχει", the news desk's adverbs), as common as English's in
# WORDS are, "και", "το", "της" and "να" the most often; the words a comma
# goes before; the small words no headline nor sentence ends on
EL_WORDS = ("και και και και το το το της της της του του του να να να η η η ο ο την την τα τα των των "
            "σε στο στο στην στην στη στα στις στους με με για για από από που που θα θα δεν δεν ότι ότι "
            "τον τις τους οι ένα μια ενός μιας έναν είναι είναι ήταν έχει έχουν είχε είχαν αλλά όπως ενώ καθώς "
            "μετά πριν κατά προς ως όταν αυτό αυτή αυτά αυτός αυτές αυτών πολύ μόνο ακόμη επίσης σύμφωνα σήμερα "
            "χθες μέσα όλα όλες όλοι πιο περίπου ήδη όμως ωστόσο δηλαδή μέχρι έως χωρίς μεταξύ υπό νέο νέα νέες "
            "δύο τρία τρεις πρώτη πρώτο τελευταία μεγάλη μεγάλο ιδιαίτερα ειδικότερα εντός εκτός λόγω πάνω κάτω "
            "οποίο οποία οποίοι οποίες εάν αν ή ούτε μην κάθε κάποιοι κάποια άλλα άλλες άλλη άλλο ίδιο ίδια "
            "πλέον τώρα εδώ εκεί ακόμα").split()
EL_COMMA = ("ενώ", "καθώς", "αλλά", "ωστόσο", "όπως", "όπου", "οπότε", "ακόμη", "ειδικότερα", "δηλαδή")
EL_SMALL = ("και", "το", "της", "του", "να", "η", "ο", "την", "τα", "των", "σε", "στο", "στην", "στη", "στα", "στις", "στους", "με", "για",
            "από", "που", "θα", "δεν", "ότι", "τον", "τις", "τους", "οι", "ένα", "μια", "ενός", "μιας", "έναν", "ως", "ή", "αν", "εάν",
            "προς", "κατά", "μετά", "πριν", "μην", "ούτε", "αλλά", "ενώ", "καθώς", "όπως", "όταν", "υπό", "έως", "μέχρι", "χωρίς")
EL_ACUTE = str.maketrans("αεηιουω", "άέήίόύώ")
EL_BARE = str.maketrans("άέήίόύώΆΈΉΊΌΎΏΐΰ", "αεηιουωΑΕΗΙΟΥΩϊϋ")
EL_DIGRAPHS = ("ου", "ει", "οι", "αι", "αυ", "ευ", "υι")
EL_ABBR = ("κ.", "εκατ.", "δισ.", "χλμ.", "π.χ.", "ΕΛ.ΑΣ.", "κ.ά.", "κ.λπ.", "χιλ.")
# (the acronym, as Greek news prints it in its capitals)
EL_ACRONYMS = ["ΕΛ.ΑΣ.", "ΑΑΔΕ", "ΕΟΔΥ", "ΔΕΗ", "ΔΥΠΑ", "ΕΚΠΑ", "ΕΕ", "ΗΠΑ", "ΟΣΕ", "e-ΕΦΚΑ", "ΦΠΑ", "ΑΕΠ", "ΕΚΑΒ", "ΚΕΠ", "ΑΠΕ-ΜΠΕ", "ΤτΕ"]


def el_syllables(w):
    """The vowel groups of a Greek word, as (start, end) spans: a digraph
    ("ου", "ει", "οι", "αι", "αυ", "ευ") one group, any other vowel its own."""
    out, i, vow = [], 0, "αεηιουωάέήίόύώϊϋΐΰ"
    while i < len(w):
        if w[i] in vow:
            bare = w[i:i + 2].translate(EL_BARE)
            if bare in EL_DIGRAPHS and w[i] in "αεουοι" and (w[i + 1:i + 2].translate(EL_BARE) in "υι") and w[i] not in "άέόύί":
                out.append((i, i + 2))
                i += 2
                continue
            out.append((i, i + 1))
        i += 1
    return out


def lexicon_el():
    """4,000 made-up Greek words, the same on every run: syllables of
    Greek's onsets (the commoner the more often, clusters "στ", "πρ",
    "κρ", "μπ", "ντ", "γκ", "τσ" opening some, "λλ", "σσ", "μμ", "ρκ",
    "σμ" inside them) and its vowels and digraphs ("ου", "ει", "οι",
    "αι", "αυ", "ευ"), and on most of them a Greek ending: the nouns'
    and adjectives' "-ος", "-ης", "-ας", "-η", "-α", "-ο", "-ι", "-ου",
    "-ων", "-ες", "-οι", "-ση", "-σης", "-μα", "-ματα", "-ικός", "-ική",
    "-ότητα", "-ισμός", the verbs' "-ει", "-ουν", "-εται", "-ονται",
    "-ηκε", "-ησε", "-ώνει", "-ίζει"; one acute accent (the tonos) on
    one of the last three vowel groups of every word of two or more
    (on a digraph's second letter, "ού", "εί", "αύ"), none on a word of
    one, the final sigma "ς" closing a word and never inside one."""
    r = random.Random(0)
    first = [c for c, k in [("", 6), ("π", 7), ("τ", 7), ("κ", 8), ("μ", 6), ("ν", 4), ("λ", 5), ("ρ", 2), ("σ", 6), ("δ", 5), ("θ", 3),
                            ("χ", 4), ("φ", 4), ("β", 4), ("γ", 4), ("ζ", 1), ("ξ", 1), ("ψ", 1), ("στ", 3), ("σπ", 2), ("σκ", 2),
                            ("κρ", 2), ("πρ", 4), ("τρ", 2), ("γρ", 2), ("δρ", 1), ("θρ", 1), ("φρ", 1), ("βρ", 1), ("χρ", 2), ("κλ", 1),
                            ("πλ", 2), ("γλ", 1), ("φλ", 1), ("μπ", 3), ("ντ", 2), ("γκ", 1), ("τσ", 2), ("χτ", 1), ("φτ", 1), ("σχ", 1),
                            ("πτ", 1), ("ευ", 0)] for _ in range(k)]
    mid = [c for c, k in [("π", 5), ("τ", 8), ("κ", 7), ("μ", 6), ("ν", 7), ("λ", 7), ("ρ", 8), ("σ", 6), ("δ", 5), ("θ", 3), ("χ", 3),
                          ("φ", 3), ("β", 3), ("γ", 4), ("ζ", 2), ("ξ", 2), ("ψ", 1), ("στ", 4), ("λλ", 2), ("σσ", 2), ("μμ", 2), ("ππ", 1),
                          ("ττ", 1), ("ρρ", 1), ("ρκ", 2), ("ρτ", 2), ("ρν", 1), ("ργ", 2), ("λτ", 1), ("σμ", 2), ("σθ", 1), ("φθ", 1),
                          ("χν", 1), ("κτ", 2), ("πτ", 1), ("μπ", 3), ("ντ", 4), ("γκ", 2), ("γγ", 1), ("τσ", 2), ("τρ", 2), ("κρ", 1),
                          ("πρ", 1), ("μβ", 1), ("νδ", 1), ("λμ", 1)] for _ in range(k)]
    vows = [v for v, k in [("α", 10), ("ε", 8), ("ο", 8), ("ι", 7), ("η", 4), ("ου", 4), ("υ", 2), ("ω", 2), ("ει", 3), ("αι", 2),
                           ("οι", 2), ("αυ", 1), ("ευ", 1)] for _ in range(k)]
    ends = ["ος", "ος", "ος", "ης", "ης", "ας", "ας", "η", "η", "η", "α", "α", "α", "ο", "ο", "ι", "ου", "ου", "ων", "ες", "οι", "ει",
            "ει", "ουν", "ση", "ση", "σης", "σεις", "μα", "ματα", "ματος", "ικος", "ικη", "ικο", "ικα", "ικων", "οτητα", "ισμος", "ευση",
            "ωνει", "ιζει", "εται", "ονται", "ηκε", "ηκαν", "ησε", "ησαν", "αν", "ηση", "εια", "ειο", "ακι", "ουλα", "τητα", "τερος",
            "τερη", "ιστικος", "ωση", "ωσης", "ιση", "ευει", "ουμε", "ετε", "αρχος", "λογος"]
    vset = "αεηιουω"
    out = set()
    while len(out) < 4000:
        w = r.choice(first)
        for i in range(r.choice([1, 1, 2, 2, 2, 3])):
            if i:
                w += r.choice(mid)
            w += r.choice(vows)
        if r.random() < 0.85:
            e = r.choice(ends)
            if e[0] in vset:
                w = w.rstrip(vset)
                if not w or w[-1] in vset:
                    continue
            elif w[-1] not in vset:
                continue
            w += e
        if len(w) > 1 and w[-1] not in vset + "σν":  # a Greek word ends on a vowel, "-ς" or "-ν"
            continue
        groups = el_syllables(w)
        if not 2 <= len(groups) <= 5 or not 4 <= len(w) <= 14 or w in EL_WORDS:
            continue
        if any(a in vset and b in vset and (a + b) not in EL_DIGRAPHS for a, b in zip(w, w[1:])) and r.random() < 0.7:
            continue
        # the tonos on one of the last three vowel groups, the penult the most often
        k = len(groups) - 1 - min(len(groups) - 1, r.choice([0, 0, 0, 1, 1, 1, 1, 1, 2, 2]))
        a, b = groups[k]
        w = w[:b - 1] + w[b - 1].translate(EL_ACUTE) + w[b:]
        if w.endswith("σ"):
            w = w[:-1] + "ς"
        out.add(w)
    # sorted for a fixed order, then shuffled: the commonest words (the
    # lexicon's first) are not all of one initial letter
    out = sorted(out)
    random.Random(1).shuffle(out)
    return out


LEXICON_EL = lexicon_el()


def el_upper(s):
    """s in Greek capitals, as a kicker or a label prints them: the tonos
    dropped ("ΚΟΙΝΩΝΙΑ", "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ")."""
    return s.upper().translate(EL_BARE)


def el_name_word(r):
    """A made-up proper name: a content word with its capital."""
    return cap_first(LEXICON_EL[int(1500 * r.random() ** 2)])


def el_word(r):
    """A common Greek word, or a made-up one (the lexicon's first the most
    often), a proper name's capital at times."""
    if r.random() < 0.45:
        return r.choice(EL_WORDS)
    w = LEXICON_EL[int(len(LEXICON_EL) * r.random() ** 2)]
    return cap_first(w) if r.random() < 0.035 else w


def el_join(r, w, punct=True):
    """Greek words as a text: a comma at times (before "ενώ", "καθώς",
    "αλλά", "ωστόσο", "όπως" the most often), a number as Greek prints it
    at times (the decimal comma and the thousands' dot: "15,5%", "1.500
    ευρώ", "2,3 εκατ. ευρώ", "στις 19:00", "το 2023"), an acronym in
    Greek capitals at times ("ΑΑΔΕ", "ΕΛ.ΑΣ."), "ο κ. NAME" at times, a
    phrase in « » quotes at times."""
    w = list(w)
    if punct and len(w) > 6 and r.random() < 0.16:
        x = r.random()
        n = ("%d,%d%%" % (r.randint(1, 60), r.randint(1, 9)) if x < 0.15 else
             "%d%%" % r.randint(2, 90) if x < 0.25 else
             "%d.%03d ευρώ" % (r.randint(1, 30), r.randrange(0, 1000, 50)) if x < 0.38 else
             "%d,%d %s ευρώ" % (r.randint(1, 9), r.randint(1, 9), r.choice(["εκατ.", "εκατ.", "δισ."])) if x < 0.48 else
             "στις %d:%02d" % (r.randint(7, 23), r.choice([0, 0, 15, 30, 45])) if x < 0.58 else
             "το %d" % r.randint(2008, 2024) if x < 0.68 else
             "%d %s" % (r.randint(2, 300), r.choice(["ατόμων", "χιλιόμετρα", "ημέρες", "ώρες", "μέτρα", "λεπτά", "χρόνια", "κατοίκους"])) if x < 0.85 else
             "%d/%d" % (r.randint(1, 28), r.randint(1, 12)))
        w.insert(r.randint(1, len(w) - 3), n)
    if punct and len(w) > 6 and r.random() < 0.06:
        w.insert(r.randint(1, len(w) - 3), r.choice(EL_ACRONYMS))
    if punct and len(w) > 7 and r.random() < 0.05:
        k = r.randint(1, len(w) - 4)
        w[k:k] = [r.choice(["ο", "η", "ο", "ο"]), "κ.", el_name_word(r)]
    if punct and len(w) > 6 and r.random() < 0.1:
        a = r.randrange(1, len(w) - 3)
        b = r.randint(a, min(len(w) - 3, a + 3))
        w[a] = "\u00ab" + w[a]
        w[b] = w[b] + "\u00bb"
    s = ""
    for i, x in enumerate(w):
        if punct and 1 < i < len(w) - 2 and s[-1] not in ",\u00ab" and x[:1] != "\u00bb" and w[i - 1] not in EL_SMALL and (
                r.random() < 0.04 or x in EL_COMMA and r.random() < 0.7):
            s += ","
        s += (" " if s else "") + x
    return s


EL_SAID = ["δήλωσε", "ανέφερε", "τόνισε", "σημείωσε", "υπογράμμισε", "πρόσθεσε", "είπε", "επισήμανε", "υποστήριξε"]


def el_sentence(r, w):
    """A Greek sentence of the words w: its first letter a capital, closed
    by a full stop, the Greek question mark ";" or an exclamation; at
    times a speaker's words in « » closed by "», δήλωσε ο κ. NAME.", as
    Greek reporting writes them."""
    while len(w) > 3 and w[-1] in EL_SMALL:
        w.pop()
    if r.random() < 0.06 and len(w) > 5:
        who = r.choice(["ο κ. %s" % el_name_word(r), "η κ. %s" % el_name_word(r), "ο %s" % el_name_word(r), "η %s" % el_name_word(r),
                        "ο υπουργός", "η εκπρόσωπος", "ο δήμαρχος", "χαρακτηριστικά", "ο ίδιος"])
        q = cap_first(el_join(r, w)).replace("\u00ab", "\u201c").replace("\u00bb", "\u201d")  # a quote inside a quote in “ ”
        return "\u00ab%s\u00bb, %s %s." % (q, r.choice(EL_SAID), who)
    return cap_first(el_join(r, w)) + r.choice(["."] * 11 + [";", "!"])


def el_title(r):
    """A Greek headline in sentence case, no full stop: a theme or a name
    before a colon at times ("Κυβέρνηση: ..."), a speaker and the words
    quoted ('NAME: «...»'), two parts split by " – " or by "...", a
    question's ";"."""
    w = [el_word(r) for _ in range(r.randint(5, 12))]
    while w[-1] in EL_SMALL:
        w[-1] = LEXICON_EL[int(len(LEXICON_EL) * r.random() ** 2)]
    if w[0] in EL_SMALL[:9]:
        w[0] = LEXICON_EL[int(len(LEXICON_EL) * r.random() ** 2)]
    x = r.random()
    if x < 0.12:
        return "%s: \u00ab%s\u00bb" % (el_name_word(r), cap_first(el_join(r, w[:-1], False)))
    if x < 0.3 and len(w) > 6:
        k = r.randint(2, len(w) - 3)
        while w[k - 1] in EL_SMALL:
            w[k - 1] = LEXICON_EL[int(len(LEXICON_EL) * r.random() ** 2)]
        return cap_first(el_join(r, w[:k], False)) + r.choice([" \u2013 ", " \u2013 ", " - ", "... "]) + cap_first(el_join(r, w[k:], False))
    if x < 0.45 and w[0] not in EL_WORDS:
        return cap_first(w[0]) + ": " + cap_first(el_join(r, w[1:], False))
    s = cap_first(el_join(r, w, False))
    return s + ";" if x > 0.94 else s


EL_MONTHS = ["Ιανουαρίου", "Φεβρουαρίου", "Μαρτίου", "Απριλίου", "Μαΐου", "Ιουνίου", "Ιουλίου", "Αυγούστου", "Σεπτεμβρίου", "Οκτωβρίου",
             "Νοεμβρίου", "Δεκεμβρίου"]
EL_MON = ["Ιαν", "Φεβ", "Μαρ", "Απρ", "Μαΐ", "Ιουν", "Ιουλ", "Αυγ", "Σεπ", "Οκτ", "Νοε", "Δεκ"]
EL_DAYS = ["Δευτέρα", "Τρίτη", "Τετάρτη", "Πέμπτη", "Παρασκευή", "Σάββατο", "Κυριακή"]
EL_DAY = ["Δευ", "Τρί", "Τετ", "Πέμ", "Παρ", "Σάβ", "Κυρ"]
# first names, (nominative, genitive), a man's and a woman's
EL_MEN = [("Γιάννης", "Γιάννη"), ("Νίκος", "Νίκου"), ("Γιώργος", "Γιώργου"), ("Κώστας", "Κώστα"), ("Δημήτρης", "Δημήτρη"),
          ("Παναγιώτης", "Παναγιώτη"), ("Βασίλης", "Βασίλη"), ("Χρήστος", "Χρήστου"), ("Μιχάλης", "Μιχάλη"), ("Θανάσης", "Θανάση"),
          ("Σπύρος", "Σπύρου"), ("Άγγελος", "Άγγελου"), ("Στέλιος", "Στέλιου"), ("Αλέξανδρος", "Αλέξανδρου"), ("Σωτήρης", "Σωτήρη"),
          ("Τάσος", "Τάσου"), ("Λευτέρης", "Λευτέρη"), ("Πέτρος", "Πέτρου")]
EL_WOMEN = [("Μαρία", "Μαρίας"), ("Ελένη", "Ελένης"), ("Κατερίνα", "Κατερίνας"), ("Σοφία", "Σοφίας"), ("Δέσποινα", "Δέσποινας"),
            ("Αγγελική", "Αγγελικής"), ("Χριστίνα", "Χριστίνας"), ("Βασιλική", "Βασιλικής"), ("Ιωάννα", "Ιωάννας"), ("Δήμητρα", "Δήμητρας"),
            ("Νατάσα", "Νατάσας"), ("Έφη", "Έφης"), ("Λίνα", "Λίνας"), ("Φωτεινή", "Φωτεινής"), ("Άννα", "Άννας"), ("Ειρήνη", "Ειρήνης")]
# surnames: (a man's, its genitive, a woman's)
EL_SURNAMES = [("Παπαδόπουλος", "Παπαδόπουλου", "Παπαδοπούλου"), ("Γεωργίου", "Γεωργίου", "Γεωργίου"), ("Νικολάου", "Νικολάου", "Νικολάου"),
               ("Κωνσταντίνου", "Κωνσταντίνου", "Κωνσταντίνου"), ("Οικονόμου", "Οικονόμου", "Οικονόμου"), ("Δημητρίου", "Δημητρίου", "Δημητρίου"),
               ("Ιωάννου", "Ιωάννου", "Ιωάννου"), ("Αντωνίου", "Αντωνίου", "Αντωνίου"), ("Μακρής", "Μακρή", "Μακρή"), ("Βλάχος", "Βλάχου", "Βλάχου"),
               ("Παππάς", "Παππά", "Παππά"), ("Αλεξίου", "Αλεξίου", "Αλεξίου"), ("Καραγιάννης", "Καραγιάννη", "Καραγιάννη"),
               ("Σταθόπουλος", "Σταθόπουλου", "Σταθοπούλου"), ("Μαυρίδης", "Μαυρίδη", "Μαυρίδου"), ("Κυριακίδης", "Κυριακίδη", "Κυριακίδου"),
               ("Λαμπρόπουλος", "Λαμπρόπουλου", "Λαμπροπούλου"), ("Χριστοδούλου", "Χριστοδούλου", "Χριστοδούλου"), ("Τσακίρης", "Τσακίρη", "Τσακίρη"),
               ("Πετρόπουλος", "Πετρόπουλου", "Πετροπούλου"), ("Αθανασίου", "Αθανασίου", "Αθανασίου"), ("Ζαχαρίου", "Ζαχαρίου", "Ζαχαρίου"),
               ("Σαββίδης", "Σαββίδη", "Σαββίδου"), ("Ραφαηλίδης", "Ραφαηλίδη", "Ραφαηλίδου"), ("Κουτσούκος", "Κουτσούκου", "Κουτσούκου")]
# the readers' names under Proto Thema's comments
EL_COMMENTERS = ["Γιώργος", "Νίκος Π.", "Ανώνυμος", "Μαρία Κ.", "skeptikos", "dimitris_75", "Ελληνας", "Παρατηρητής", "kostas.g", "Αθηναίος",
                 "Θεσσαλονικιός", "Ελένη", "Σπύρος Μ.", "nikolas", "Πολίτης", "Ο ΑΛΛΟΣ", "giannis1968", "Αναγνώστης", "Ξενιτεμένος", "Βασίλης"]
# the sections: (the label, its path)
EL_SECTIONS = {"kathimerini": [("Πολιτική", "politics"), ("Κοινωνία", "society"), ("Κοινωνία", "society"), ("Οικονομία", "economy"),
                               ("Κόσμος", "world"), ("Πολιτισμός", "culture"), ("Αθλητισμός", "sports")],
               "protothema": [("Πολιτική", "politics"), ("Ελλάδα", "greece"), ("Ελλάδα", "greece"), ("Οικονομία", "economy"), ("Κόσμος", "world"),
                              ("Πολιτισμός", "culture"), ("Sports", "sports")],
               "naftemporiki": [("Πολιτική", "politics"), ("Οικονομία", "finance/economy"), ("Αγορές", "finance/markets"), ("Κοινωνία", "society"),
                                ("Κόσμος", "world"), ("Πολιτισμός", "culture"), ("Επιχειρήσεις", "finance/enterprises")],
               "ingr": [("Πολιτική", "politics"), ("Ελλάδα", "greece"), ("Ελλάδα", "greece"), ("Οικονομία", "economy"), ("Κόσμος", "world"),
                        ("Πολιτισμός", "culture"), ("Αθλητισμός", "sports")],
               "ertnews": [("Ελλάδα", "ellada"), ("Ελλάδα", "ellada"), ("Πολιτική", "politiki"), ("Οικονομία", "oikonomia"), ("Κόσμος", "kosmos"),
                           ("Πολιτισμός", "politismos"), ("Περιφέρεια", "perifereia"), ("Αθλητικά", "athlitika")]}
# the Alter Ego group's papers on one platform: (the site's key, its host, its name as "follow ..." and "the newsletter of ..." say it)
EL_ALTEREGO = [("in", "www.in.gr", "το in.gr", "του in.gr"), ("tovima", "www.tovima.gr", "το ΒΗΜΑ", "του ΒΗΜΑΤΟΣ"), ("tanea", "www.tanea.gr", "τα ΝΕΑ", "των ΝΕΩΝ")]
EL_CREDITS = ["ΑΠΕ-ΜΠΕ", "ΑΠΕ-ΜΠΕ", "EUROKINISSI", "EUROKINISSI", "INTIME NEWS", "Reuters", "AP", "EPA", "Shutterstock", "ΑΡΧΕΙΟΥ"]


def el_slug(s, style):
    """A headline as the sites' greeklish slug: the tonos dropped, the
    letters in Latin ("ου" as "ou", or "oy" on Kathimerini's; "υ" as "y"
    or "u"; "χ" as "ch", "h" or "x"), a dash between words."""
    s = s.lower().translate(EL_BARE).replace("ς", "σ")
    dig = {"kath": [("ου", "oy"), ("αυ", "ay"), ("ευ", "ey")], "proto": [("ου", "ou"), ("αυ", "au"), ("ευ", "eu"), ("μπ", "b"), ("ντ", "d")],
           "in": [("ου", "ou"), ("αυ", "ay"), ("ευ", "ey")], "wp": [("ου", "ou"), ("αυ", "av"), ("ευ", "ev")]}[style]
    for a, b in dig:
        s = s.replace(a, b)
    m = dict(zip("αβγδεζηθικλμνξοπρστυφχψωϊϋ", ["a", "v", "g", "d", "e", "z", "i", "th", "i", "k", "l", "m", "n", "x", "o", "p", "r", "s", "t",
                                               "u" if style == "proto" else "y", "f", {"kath": "ch", "proto": "h", "in": "x", "wp": "ch"}[style], "ps", "o", "i", "y"]))
    s = "".join(m.get(c, c) for c in s)
    return "-".join("".join(c if c.isalnum() and c.isascii() else " " for c in s).split())[:110].strip("-")


def el_person(r):
    """A journalist: (the name, the byline's genitive "Του NAME" or "Της
    NAME")."""
    if r.random() < 0.5:
        f, g = r.choice(EL_MEN)
        s = r.choice(EL_SURNAMES)
        return "%s %s" % (f, s[0]), "Του %s %s" % (g, s[1])
    f, g = r.choice(EL_WOMEN)
    s = r.choice(EL_SURNAMES)
    return "%s %s" % (f, s[2]), "Της %s %s" % (g, s[2])


def greek(r, t, body, cat, cs):
    """A Greek news site's story page of 2020-2024 in Greek (made-up Greek
    words, one tonos each, ";" the question mark, « » quotes), one of five
    sites a site: Kathimerini's (kathimerini.gr on WordPress since 2020),
    Proto Thema's (its own system's desktop page, or its AMP page on a third
    of its sites), Naftemporiki's (the older system's "story" page of
    2020-2021 or the WordPress site of 2022-2024), in.gr's, To Vima's or Ta
    Nea's (the Alter Ego papers' one WordPress platform) or ERT News's (the
    public broadcaster's WordPress site).  Kathimerini's: the breadcrumbs
    "Αρχική / ΚΟΙΝΩΝΙΑ", the section's label in capitals, h1.entry-title,
    the lead in div.entry-excerpt on most pages, the author's name in
    capitals or "ΚΑΘΗΜΕΡΙΝΗ" or "NEWSROOM", "07.12.2022 • 10:32",
    "Αποθήκευση", "Α+" and the share buttons, the lead picture and its
    caption closed by "[ΑΠΕ-ΜΠΕ]" or "(Φωτ. ΑΡΧΕΙΟΥ)", div.entry-content of
    long <p>s, h2s at times, "Διαβάστε επίσης" boxes of a headline and its
    picture, then "ΕΤΙΚΕΤΕΣ" and "Ακολουθήστε την Καθημερινή στο Google
    News" in the entry's footer, the newsletter's box, "Ροή ειδήσεων"
    (times and headlines) and "Δημοφιλή" beside.  Proto Thema's: the
    breadcrumbs "Αρχική > Ελλάδα", "07.12.2022 • 10:32" and "Upd: 11:05",
    the h1, the subtitle (a dek of phrases joined by " - ") in an h2,
    "Newsroom" or the journalist's name, or the print edition's "Του NAME"
    or "Της NAME" over a Sunday paper's story and its copyright notice
    ("Απαγορεύεται από το δίκαιο της Πνευμ. Ιδιοκτησίας...") between the
    share bar and the text; the lead picture and "Φωτογραφία: EUROKINISSI",
    div.cnt of short <p>s with bold <p>s as subheadings, "Διαβάστε επίσης"
    lists of one to three headlines or bold "Διαβάστε επίσης: HEADLINE"
    lines, banners, "Ακολουθήστε το protothema.gr στο Google News..." and
    "Δείτε όλες τις τελευταίες Ειδήσεις από την Ελλάδα και τον Κόσμο..."
    after them, "Ετικέτες:", on three desktop sites in five the readers' comments
    ("Σχόλια (12)", a name, "07.12.2022 | 11:05", the text, "Απάντηση", the
    likes, replies in their parent's box) and the comment form, "Ροή
    Ειδήσεων" and "Δημοφιλή"; the AMP pages' amp-img, amp-ad, amp-twitter,
    amp-youtube and amp-social-share, no comments, "Ροή Ειδήσεων" after the
    story.  Naftemporiki's older page: the site's logo in the h1,
    span[itemprop=articleSection] in capitals, the headline in h2#sTitle,
    div.Date "07/12/2022 - 10:32", the lead in h3.sumTitle on half the
    pages, div.entityMain.article of short <p>s, "Διαβάστε ακόμη:" lines,
    "Ετικέτες"; its WordPress page: the breadcrumbs, the category, the
    h1.post-title, div.post-excerpt on most pages, "Newsroom" or the
    author, "07 Δεκεμβρίου 2022 - 10:32", "Χρόνος ανάγνωσης: 3′", the lead
    picture, div.post-content of <p>s, h2s, div.read-also boxes, tags, the
    newsletter's box, "Ροή Ειδήσεων" and "Δημοφιλή".  in.gr's (To Vima's,
    Ta Nea's): the section's link, "11 Ιανουαρίου 2023 | 08:50" and
    "ΤΕΛΕΥΤΑΙΑ ΕΝΗΜΕΡΩΣΗ: ..." over h1.entry-title.black-c, the lead under
    it, the author's avatar and span.vcard.author, the share bar, the lead
    picture, div.main-content.pos-rel.article-wrapper of <p>s with h3s at
    times, "Διαβάστε επίσης" as a bold line over one to three bold linked
    headlines in <p>s of their own, "Ακολουθήστε το in.gr στο Google
    News...", "Tags", Facebook's comments box (no comments printed), "Ροή
    Ειδήσεων", "Δημοφιλή".  ERT News's: the category links, h1.post-title,
    "Τετ, 07 Δεκ 2022 10:32" and "Ενημέρωση: 11:05", the lead picture,
    div.post-content of short <p>s, the first in bold on some pages, h2s or
    h3s, WordPress's embeds of the site's own stories
    (blockquote.wp-embedded-content and its hidden iframe) as its "read
    also", "Πηγή: ΑΠΕ-ΜΠΕ" closing some (Naftemporiki's too), "Ετικέτες:",
    "Τελευταία νέα" and "Δημοφιλή".  On all: embedded tweets (in
    WordPress's wp-block-embed figures on the WordPress sites) and YouTube
    players at times, each after a line of the story leading to it
    ("Δείτε την ανάρτηση:", "Δείτε το βίντεο:"), a captioned picture and a
    list among the paragraphs at times, googletag's ad slots every two or
    three paragraphs ("ΔΙΑΦΗΜΙΣΗ" or "Διαφήμιση" over them on some sites,
    an in-read video slot at times), share buttons (Facebook, Twitter or
    X, Viber, WhatsApp, Messenger, "Αντιγραφή συνδέσμου").  The feed's
    description is the lead on most sites (a per-site choice); on the
    others, and where a page has none, WordPress's excerpt (the text's
    first 55 words and " […]") on the WordPress sites, the first sentence
    or two elsewhere.  The truth: the lead where it is the feed's
    description (TEASER), the story's paragraphs, subheadings, list items
    and the lines leading to an embed; not the kicker, headline, bylines,
    dates, the lead where the feed says something else, captions and
    credits, the "Διαβάστε επίσης" boxes and lines (their headlines
    counted as leaks), the embeds and the videos' titles, ads and their
    labels, the copyright notice, the "Πηγή:" lines, the Google News,
    "Δείτε όλες τις τελευταίες Ειδήσεις" and newsletter lines, tags,
    comments, "Ροή ειδήσεων" nor "Δημοφιλή"."""
    rs = random.Random(BLOG[0] + " greek")
    site = rs.choice([["protothema"], ["naftemporiki", "ingr"], ["ertnews"], ["kathimerini"]][DATE_STYLE])
    amp = site == "protothema" and rs.random() < 0.35                         # Proto Thema's AMP pages
    late = site != "naftemporiki" or rs.random() < 0.6                         # Naftemporiki's WordPress site of 2022-2024, or its older system
    paper = rs.choice(EL_ALTEREGO[:1] * 2 + EL_ALTEREGO[1:]) if site == "ingr" else None
    talk = site == "protothema" and not amp and rs.random() < 0.6             # the readers' comments printed
    adlab = rs.choice(["", "ΔΙΑΦΗΜΙΣΗ", "Διαφήμιση"]) if site != "ertnews" else ""
    feed_lead = rs.random() < {"kathimerini": 0.8, "protothema": 0.85, "naftemporiki": 0.7, "ingr": 0.8, "ertnews": 0.35}[site]
    news_box = rs.random() < {"kathimerini": 0.7, "protothema": 0.3, "naftemporiki": 0.75, "ingr": 0.4, "ertnews": 0.3}[site]
    gnews = rs.random() < 0.75
    flow_lab = rs.choice({"kathimerini": ["Ροή ειδήσεων", "ΡΟΗ ΕΙΔΗΣΕΩΝ"], "protothema": ["Ροή Ειδήσεων"], "naftemporiki": ["Ροή Ειδήσεων", "Ροή ειδήσεων"],
                          "ingr": ["Ροή Ειδήσεων", "ΡΟΗ ΕΙΔΗΣΕΩΝ"], "ertnews": ["Τελευταία νέα", "Ροή ειδήσεων"]}[site])
    pop_lab = rs.choice(["Δημοφιλή", "Δημοφιλή", "Τα πιο δημοφιλή", "Πιο διαβασμένα"])
    host = {"kathimerini": "www.kathimerini.gr", "protothema": "www.protothema.gr", "naftemporiki": "www.naftemporiki.gr",
            "ingr": paper[1] if paper else "", "ertnews": "www.ertnews.gr"}[site]
    style = {"kathimerini": "kath", "protothema": "proto", "ingr": "in"}.get(site, "wp")
    years = [2020, 2021, 2022] if not late else [2022, 2023, 2024] if site == "naftemporiki" else [2020, 2021, 2022, 2023, 2024]
    pub = datetime.datetime(r.choice(years), r.randint(1, 12), r.randint(1, 28), r.randint(6, 23), r.randint(0, 59))
    upd = min(pub + datetime.timedelta(minutes=r.randint(6, 9 * 60)), pub.replace(hour=23, minute=59)) if r.random() < 0.5 else None
    iso = lambda d: d.strftime("%Y-%m-%dT%H:%M:%S") + ("+03:00" if 4 <= d.month <= 10 else "+02:00")
    hm = lambda d: "%02d:%02d" % (d.hour, d.minute)
    sec, spath = r.choice(EL_SECTIONS[site])
    alnum = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-"
    ends = lambda w: w.endswith((".", ";", "!", ".\u00bb")) and w not in EL_ABBR

    def sents(p):
        return word_sents(p, ends)

    def url(h=None, s=None, d=None):
        h = h or title(r)
        s = s or r.choice(EL_SECTIONS[site])[1]
        d = d or pub - datetime.timedelta(days=r.randint(0, 30), minutes=r.randint(0, 900))
        if site == "kathimerini":
            return "https://www.kathimerini.gr/%s/%d/%s/" % (s, r.randint(561000000, 563300000), el_slug(h, style))
        if site == "protothema":
            return "https://www.protothema.gr/%s/article/%d/%s/%s" % (s, r.randint(1020000, 1560000), el_slug(h, style), "AMP" if amp else "")
        if site == "naftemporiki":
            return ("https://www.naftemporiki.gr/%s/%d/%s/" % (s, r.randint(1380000, 1790000), el_slug(h, style)) if late else
                    "https://www.naftemporiki.gr/story/%d/%s" % (r.randint(1560000, 1840000), el_slug(h, style)))
        if site == "ingr":
            return "https://%s/%d/%02d/%02d/%s/%s/" % (host, d.year, d.month, d.day, s, el_slug(h, style))
        return "https://www.ertnews.gr/eidiseis/%s/%s/" % (s, el_slug(h, style))

    def img(w=1200, h=675):
        k = r.getrandbits(40)
        d = pub - datetime.timedelta(days=r.randint(0, 3))
        name = el_slug(" ".join(el_word(r) for _ in range(r.randint(1, 3))), "wp") or "photo"
        if site == "kathimerini":
            return "https://www.kathimerini.gr/wp-content/uploads/%d/%02d/%s-%d-%dx%d.jpg" % (d.year, d.month, name, k % 10 ** 6, w, h)
        if site == "protothema":
            return "https://i1.prth.gr/images/%dx%d/files/%d-%02d-%02d/%s%d.jpg" % (w, h, d.year, d.month, d.day, name, k % 10 ** 5)
        if site == "naftemporiki":
            return ("https://www.naftemporiki.gr/wp-content/uploads/%d/%02d/%s-%dx%d.jpg" % (d.year, d.month, name, w, h) if late else
                    "https://www.naftemporiki.gr/fu/p/%d/%d/%d/%s.jpg" % (k % 10 ** 7, w, h, name))
        if site == "ingr":
            return "https://%s/wp-content/uploads/%d/%02d/%s-%d-%dx%d.jpg" % (host, d.year, d.month, name, k % 1000, w, h)
        return "https://www.ertnews.gr/wp-content/uploads/%d/%02d/%s-%dx%d.jpg" % (d.year, d.month, name, w, h)

    # the paragraphs: Proto Thema's and ERT's desks cut the story short
    paras = []
    for p in body:
        if site in ("ertnews", "protothema") or site == "naftemporiki" and not late:
            ss = sents(p)
            while ss:
                k = r.choice([1, 2, 2, 3] if site == "ertnews" else [2, 3, 3, 4])
                paras.append(" ".join(ss[:k]))
                ss = ss[k:]
        else:
            paras.append(p)
    n = len(paras)

    # the lead under the headline, and what the feed says
    lead_p = {"kathimerini": 0.75, "protothema": 0.92, "naftemporiki": 0.85 if late else 0.45, "ingr": 0.9, "ertnews": 0.3}[site]
    lead = None
    if r.random() < lead_p:
        if site == "protothema":   # the dek: phrases joined by " - "
            lead = " - ".join(cap_first(el_join(r, [el_word(r) for _ in range(r.randint(5, 14))], False)) for _ in range(r.randint(1, 4)))
        else:
            lead = sentence(r, 10, 28)
            if lead.endswith(".") and r.random() < 0.3:
                lead = lead[:-1]
    first = sents(paras[0])
    wp_excerpt = site in ("ingr", "ertnews", "kathimerini") or site == "naftemporiki" and late

    # the bylines
    who, gen = el_person(r)
    x = r.random()
    if site == "kathimerini":
        author = el_upper(who) if x < 0.55 else r.choice(["ΚΑΘΗΜΕΡΙΝΗ", "NEWSROOM", "ΚΑΘΗΜΕΡΙΝΗ", "NEWSROOM"])
    elif site == "protothema":
        author = gen if x < 0.2 and not amp else who if x < 0.45 else "Newsroom"
    elif site == "naftemporiki":
        author = "Newsroom" if x < 0.5 else who if x < 0.85 else "Naftemporiki.gr"
    elif site == "ingr":
        author = who if x < 0.6 else "Newsroom"
    else:
        author = who if x < 0.4 else "ertnews.gr"
    printed = site == "protothema" and author == gen                       # a story of the Sunday paper's, its copyright notice over it

    # the parts among the paragraphs
    heads = {k for k in range(1, n) if r.random() < 0.3} if n >= 4 and r.random() < (0.55 if printed else 0.35) else set()
    list_at = r.randrange(0, n) if n >= 3 and r.random() < 0.1 else -1
    tweet_at = r.randrange(0, n) if n >= 3 and r.random() < 0.18 else -1
    video_at = r.randrange(0, n) if n >= 2 and r.random() < 0.15 else -1
    also = set(r.sample(range(0, n - 1), min(n - 1, r.choice([1, 1, 2, 2, 3])))) if n >= 3 and r.random() < 0.7 else set()
    ads = set(range(r.choice([0, 1, 1]), n - 1, r.choice([2, 3, 3]))) if n >= 3 and r.random() < 0.85 else set()
    pic_at = r.randrange(1, n - 1) if n >= 4 and r.random() < 0.2 else -1
    bold_first = site == "ertnews" and r.random() < 0.35
    blocks, story = [], []
    for i, p in enumerate(paras):
        if i in heads:
            h = cap_first(el_join(r, [el_word(r) for _ in range(r.randint(3, 8))], False))
            while h.split()[-1] in EL_SMALL:
                h += " " + LEXICON_EL[int(1500 * r.random() ** 2)]
            h += r.choice(["", "", "", ";", ":"])
            blocks.append(("h", h))
            story.append(h)
        blocks.append(("p", p, i == 0 and bold_first))
        story.append(p)
        if i == list_at:
            items = [cap_first(el_join(r, [el_word(r) for _ in range(r.randint(4, 14))])) + r.choice(["", ".", ","]) for _ in range(r.randint(3, 5))]
            blocks.append(("ul", items))
            story += items
        if i == tweet_at:
            s = r.choice(["Δείτε την ανάρτηση:", "Η ανάρτηση:", "Δείτε την ανάρτηση του %s:" % el_name_word(r),
                          "Όπως έγραψε στο X:" if pub.year >= 2023 else "Όπως έγραψε στο Twitter:", "Ακολουθεί η ανάρτηση:"])
            blocks.append(("p", s, False))
            story.append(s)
            blocks.append(("tweet",))
        if i == video_at:
            if r.random() < 0.6:
                s = r.choice(["Δείτε το βίντεο:", "Δείτε βίντεο:", "Δείτε το βίντεο που κατέγραψε η κάμερα:", "Δείτε το σχετικό βίντεο:"])
                blocks.append(("p", s, False))
                story.append(s)
            blocks.append(("video",))
        if i in ads:
            blocks.append(("ad", i))
        if i in also:
            blocks.append(("also",))
        if i == pic_at:
            blocks.append(("pic",))
    STORY[:] = story
    if lead and feed_lead:
        TEASER.append(lead)
    elif wp_excerpt:  # WordPress's excerpt: the text's first 55 words
        ws = " ".join(story).split()
        DESC.append(" ".join(ws[:55]) + " [\u2026]" if len(ws) > 55 else " ".join(ws))
    else:
        DESC.append(first[0] if r.random() < 0.7 or len(first) < 2 else " ".join(first[:2]))
    source = "Πηγή: %s" % r.choice(["ΑΠΕ-ΜΠΕ", "ΑΠΕ-ΜΠΕ", "ΕΡΤ", "Reuters", "ΑΠΕ-ΜΠΕ, Reuters"]) if site in ("ertnews", "naftemporiki") and r.random() < 0.35 else ""

    def caption():
        c = sentence(r, 5, 16)
        c = c[:-1] if c.endswith(".") and r.random() < 0.6 else c
        EXTRAS.append(c)
        who_ = el_upper("%s %s" % (r.choice(EL_MEN + EL_WOMEN)[0], r.choice(EL_SURNAMES)[0]))
        cr = r.choice(EL_CREDITS)
        if site == "kathimerini":
            return c, r.choice(["[%s]" % cr, "(%s)" % cr, "[%s / %s]" % (cr, who_), "(Φωτ. ΑΡΧΕΙΟΥ)", ""])
        if site == "protothema":
            return c, r.choice(["Φωτογραφία: %s" % cr, "Φωτ.: %s" % cr, "Φωτογραφία: %s / %s" % (cr, who_), ""])
        if site == "ingr":
            return c, r.choice(["(Φωτογραφία: %s)" % cr, "", "(%s)" % cr])
        return c, r.choice(["(%s)" % cr, "", "Φωτ.: %s" % cr])

    def gpt(i):
        return "div-gpt-ad-%d-%d" % (random.Random(BLOG[0] + " greek gpt").randint(10 ** 12, 2 * 10 ** 12), i)

    def ad(i):
        lab = ""
        if adlab:
            EXTRAS.append(adlab)
            lab = '<div class="ad-label">%s</div>' % adlab
        if amp:
            return ('<div class="amp-ad-wrap">%s<amp-ad width="300" height="250" type="doubleclick" data-slot="/%d/protothema/amp_inarticle_%d" '
                    'data-multi-size="336x280,300x250" data-multi-size-validation="false"></amp-ad></div>') % (lab, 22119795, i)
        s = gpt(i)
        scr = "<script>googletag.cmd.push(function() { googletag.display('%s'); });</script>" % s
        if site == "protothema":
            return '<div class="bannerWrp inArticle">%s<div class="banner" id="%s" style="min-height:250px">%s</div></div>' % (lab, s, scr)
        if site == "naftemporiki" and not late:
            return '<div class="adv adv300x250 inline">%s<div id="%s">%s</div></div>' % (lab, s, scr)
        if i == 1 and r.random() < 0.4:  # the in-read video slot
            return '<div class="inread-wrapper">%s<div id="adman-video-inread"></div></div>' % lab
        return '<div class="ad-container ad-inarticle">%s<div id="%s" class="gpt-ad" style="min-height:280px">%s</div></div>' % (lab, s, scr)

    def tweet():
        f = r.choice(EL_MEN + EL_WOMEN)[0]
        s = r.choice(EL_SURNAMES)[0]
        handle = el_slug(f, "wp")[:r.choice([1, 4, 12])] + r.choice(["", "_", ""]) + el_slug(s, "wp") + r.choice(["", "", str(r.randint(1, 99))])
        tco = "https://t.co/" + "".join(r.choice(alnum[:62]) for _ in range(10))
        d = pub - datetime.timedelta(minutes=r.randint(20, 3000))
        tid = r.randint(10 ** 18, 18 * 10 ** 17)
        when = ("%d %s %d" % (d.day, EL_MONTHS[d.month - 1], d.year)) if r.random() < 0.6 else "%s %d, %d" % (MONTHS[d.month - 1], d.day, d.year)
        text = sentence(r, 6, 24)
        if amp:
            return ('<amp-twitter width="375" height="472" layout="responsive" data-tweetid="%d"><blockquote placeholder class="twitter-tweet" data-lang="el">'
                    '<p lang="el" dir="ltr">%s</p>&mdash; %s %s (@%s) <a href="https://twitter.com/%s/status/%d">%s</a></blockquote></amp-twitter>') % (
                tid, esc(text), esc(f), esc(s), handle, handle, tid, when)
        bq = ('<blockquote class="twitter-tweet"%s><p lang="el" dir="ltr">%s <a href="%s">%s</a></p>&mdash; %s %s (@%s) '
              '<a href="https://twitter.com/%s/status/%d?ref_src=twsrc%%5Etfw">%s</a></blockquote>') % (
            r.choice(["", ' data-lang="el"', ' data-dnt="true"']), esc(text), tco, "pic.twitter.com/" + tco[-10:] if r.random() < 0.5 else tco,
            esc(f), esc(s), handle, handle, tid, when)
        scr = '<script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>'
        if site in ("kathimerini", "ertnews", "ingr") or site == "naftemporiki" and late:
            return ('<figure class="wp-block-embed is-type-rich is-provider-twitter wp-block-embed-twitter"><div class="wp-block-embed__wrapper">\n%s\n%s\n</div></figure>' % (bq, scr))
        return '<div class="twitter-embed">%s %s</div>' % (bq, scr)

    def video():
        vid = "".join(r.choice(alnum) for _ in range(11))
        vt = title(r)
        EXTRAS.append(vt)
        if amp:
            return '<amp-youtube data-videoid="%s" layout="responsive" width="480" height="270"></amp-youtube>' % vid
        ifr = ('<iframe title="%s" width="%d" height="%d" src="https://www.youtube.com/embed/%s?feature=oembed" frameborder="0" '
               'allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" allowfullscreen></iframe>') % (
            esc(vt), r.choice([500, 640, 800]), r.choice([281, 360, 450]), vid)
        if site in ("kathimerini", "ertnews", "ingr") or site == "naftemporiki" and late:
            return ('<figure class="wp-block-embed is-type-video is-provider-youtube wp-block-embed-youtube wp-embed-aspect-16-9 wp-has-aspect-ratio">'
                    '<div class="wp-block-embed__wrapper">\n%s\n</div></figure>') % ifr
        return '<div class="video-container">%s</div>' % ifr

    def also_box():
        k = r.choice([1, 1, 1, 2, 3] if site in ("protothema", "ingr") else [1])
        hs = [title(r) for _ in range(k)]
        EXTRAS.extend(hs)
        us = [url(h) for h in hs]
        if site == "kathimerini":
            EXTRAS.append("Διαβάστε επίσης")
            return ('<div class="related-inline"><span class="related-inline__label">Διαβάστε επίσης</span><a class="related-inline__item" href="%s">'
                    '<img src="%s" alt="" width="160" height="90" loading="lazy"/><h4 class="related-inline__title">%s</h4></a></div>') % (us[0], img(320, 180), esc(hs[0]))
        if site == "protothema":
            if amp or r.random() < 0.4:
                return "".join('<p><strong>Διαβάστε επίσης: <a href="%s">%s</a></strong></p>' % (u, esc(h)) for u, h in zip(us, hs))
            EXTRAS.append("Διαβάστε επίσης")
            return '<div class="relatedArticles inArticle"><div class="relTitle">Διαβάστε επίσης</div><ul>%s</ul></div>' % "".join(
                '<li><a href="%s">%s</a></li>' % (u, esc(h)) for u, h in zip(us, hs))
        if site == "naftemporiki":
            if not late:
                return '<p><strong>Διαβάστε ακόμη:</strong> <a href="%s">%s</a></p>' % (us[0], esc(hs[0]))
            EXTRAS.append("Διαβάστε επίσης")
            return '<div class="read-also"><span class="read-also__label">Διαβάστε επίσης</span><a class="read-also__link" href="%s">%s</a></div>' % (us[0], esc(hs[0]))
        if site == "ingr":
            lab = r.choice(["Διαβάστε επίσης", "ΔΙΑΒΑΣΤΕ ΕΠΙΣΗΣ", "Διαβάστε επίσης:"])
            EXTRAS.append(lab)
            return "<p><strong>%s</strong></p>\n%s" % (lab, "\n".join('<p><strong><a href="%s">%s</a></strong></p>' % (u, esc(h)) for u, h in zip(us, hs)))
        sec_ = "".join(r.choice(alnum[:62]) for _ in range(10))
        return ('<blockquote class="wp-embedded-content" data-secret="%s"><a href="%s">%s</a></blockquote>'
                '<iframe class="wp-embedded-content" sandbox="allow-scripts" security="restricted" style="position: absolute; clip: rect(1px, 1px, 1px, 1px);" '
                'title="&#8220;%s&#8221; &#8212; ertnews.gr" src="%sembed/#?secret=%s" data-secret="%s" width="600" height="338" frameborder="0" '
                'marginwidth="0" marginheight="0" scrolling="no"></iframe>') % (sec_, us[0], esc(hs[0]), esc(hs[0]), us[0], sec_, sec_)

    def pic():
        c, cr = caption()
        src = img(1000, 563)
        if amp:
            return '<figure class="inline-img"><amp-img src="%s" width="1000" height="563" layout="responsive" alt=""></amp-img><figcaption>%s %s</figcaption></figure>' % (
                src, esc(c), esc(cr))
        if site == "protothema" or site == "naftemporiki" and not late:
            return '<div class="inlineImg"><img src="%s" alt="" loading="lazy"/><span class="caption">%s %s</span></div>' % (src, esc(c), esc(cr))
        return ('<figure class="wp-block-image size-large"><img decoding="async" loading="lazy" width="1000" height="563" src="%s" alt="" class="wp-image-%d"/>'
                '<figcaption class="wp-element-caption">%s %s</figcaption></figure>') % (src, r.randint(100000, 9999999), esc(c), esc(cr))

    # the story's box
    out = []
    for b in blocks:
        k = b[0]
        if k == "p":
            out.append("<p><strong>%s</strong></p>" % esc(b[1]) if b[2] else "<p>%s</p>" % esc(b[1]))
        elif k == "h":
            h = esc(b[1])
            out.append("<p><strong>%s</strong></p>" % h if site == "protothema" or site == "naftemporiki" and not late else
                       "<h3>%s</h3>" % h if site == "ingr" else "<h2>%s</h2>" % h if site != "ertnews" or r.random() < 0.5 else "<h3>%s</h3>" % h)
        elif k == "ul":
            out.append("<ul>%s</ul>" % "".join("<li>%s</li>" % esc(y) for y in b[1]))
        elif k == "tweet":
            out.append(tweet())
        elif k == "video":
            out.append(video())
        elif k == "ad":
            out.append(ad(b[1]))
        elif k == "also":
            out.append(also_box())
        elif k == "pic":
            out.append(pic())
    if source:
        out.append("<p><em>%s</em></p>" % source if r.random() < 0.5 else "<p>%s</p>" % source)
    textbox = "\n".join(out)

    # the chrome around it
    flow_t = pub + datetime.timedelta(minutes=r.randint(0, 90))
    flow = []
    for _ in range(r.randint(6, 10)):
        flow_t -= datetime.timedelta(minutes=r.randint(2, 25))
        flow.append((flow_t, title(r)))
    pops = [title(r) for _ in range(r.randint(5, 6))]
    EXTRAS.extend([h for _, h in flow] + pops + [flow_lab, pop_lab])
    flow_li = "".join('<li><time datetime="%s">%s</time><a href="%s">%s</a></li>' % (iso(d), hm(d), url(h), esc(h)) for d, h in flow)
    pop_li = "".join('<li><span class="num">%d</span><a href="%s">%s</a></li>' % (i + 1, url(h), esc(h)) for i, h in enumerate(pops))
    share_k = [("facebook", "https://www.facebook.com/sharer/sharer.php?u=", "Facebook"),
               ("twitter", "https://twitter.com/intent/tweet?url=", "Twitter" if pub.year < 2023 else "X"),
               ("viber", "viber://forward?text=", "Viber"), ("whatsapp", "https://api.whatsapp.com/send?text=", "WhatsApp"),
               ("messenger", "fb-messenger://share/?link=", "Messenger"), ("email", "mailto:?subject=", "Email")]
    me = url(t, spath, pub)
    share = "".join('<li class="share-%s"><a href="%s%s" target="_blank" rel="noopener nofollow" aria-label="Κοινοποίηση στο %s"><span class="icon icon-%s"></span></a></li>' % (
        k, u, me, lab, k) for k, u, lab in share_k[:r.choice([4, 5, 6])])
    share += '<li class="share-copy"><button type="button" class="copy-link" data-url="%s">Αντιγραφή συνδέσμου</button></li>' % me
    EXTRAS.append("Αντιγραφή συνδέσμου")
    tags = list(dict.fromkeys(cap_first(LEXICON_EL[int(900 * r.random() ** 2)]) + (" " + cap_first(LEXICON_EL[int(900 * r.random() ** 2)]) if r.random() < 0.3 else "")
                              for _ in range(r.randint(2, 6))))
    tag_a = lambda base: "".join('<a href="%s%s/" rel="tag">%s</a>' % (base, el_slug(x, style), esc(x)) for x in tags)
    gn_line = {"kathimerini": "Ακολουθήστε την Καθημερινή στο Google News", "protothema": "Ακολουθήστε το protothema.gr στο Google News και μάθετε πρώτοι όλες τις ειδήσεις",
               "naftemporiki": "Ακολουθήστε τη Ναυτεμπορική στο Google News", "ingr": "Ακολουθήστε %s στο Google News και μάθετε πρώτοι όλες τις ειδήσεις" % (paper[2] if paper else ""),
               "ertnews": "Ακολουθήστε το ertnews.gr στο Google News"}[site]
    gn = ""
    if gnews:
        EXTRAS.append(gn_line)
        gn = '<div class="google-news-follow"><a href="https://news.google.com/publications/CAAqBwgKM%s" target="_blank" rel="noopener">%s</a></div>' % (
            (lambda g: "".join(g.choice(alnum[:62]) for _ in range(16)))(random.Random(BLOG[0] + " gnews")), esc(gn_line))
    nl_name = {"kathimerini": "της Καθημερινής", "protothema": "του protothema.gr", "naftemporiki": "της Ναυτεμπορικής", "ingr": paper[3] if paper else "",
               "ertnews": "του ertnews.gr"}[site]
    nl_line = r.choice(["Εγγραφείτε στο newsletter %s και λάβετε καθημερινά τις σημαντικότερες ειδήσεις στο email σας" % nl_name,
                        "Λάβετε πρώτοι τα σημαντικότερα νέα της ημέρας στο email σας"])
    newsletter = ""
    if news_box:
        EXTRAS.append(nl_line)
        newsletter = ('<section class="newsletter-box"><h3 class="newsletter-box__title">Newsletter</h3><p class="newsletter-box__text">%s</p>'
                      '<form class="newsletter-form" action="/newsletter/" method="post"><input type="email" name="email" placeholder="Το email σας" required/>'
                      '<label><input type="checkbox" name="terms" required/> Αποδέχομαι τους όρους χρήσης</label><button type="submit">ΕΓΓΡΑΦΗ</button></form></section>') % esc(nl_line)
    crumbs_home = "Αρχική"
    lead_img = r.random() < (0.9 if site != "naftemporiki" or late else 0.6)
    c, cr = caption() if lead_img else ("", "")
    upd_s = lambda f: f(upd) if upd else ""

    if site == "kathimerini":
        when = "%02d.%02d.%d \u2022 %s" % (pub.day, pub.month, pub.year, hm(pub))
        fig = ('<figure class="main-image"><img src="%s" alt="%s" width="1200" height="675" fetchpriority="high"/>'
               '<figcaption>%s%s</figcaption></figure>') % (img(), esc(t[:80]), esc(c), (" <span class=\"credit\">%s</span>" % esc(cr)) if cr else "") if lead_img else ""
        pid = r.randint(561000000, 563300000)
        au = ('<a href="https://www.kathimerini.gr/author/%s/">%s</a>' % (el_slug(who, style), esc(author)) if author not in ("ΚΑΘΗΜΕΡΙΝΗ", "NEWSROOM") else esc(author))
        return ('<div class="container single-article"><nav class="breadcrumbs" aria-label="breadcrumbs"><a href="https://www.kathimerini.gr/">%s</a><span class="sep">/</span>'
                '<a href="https://www.kathimerini.gr/%s/">%s</a></nav>'
                '<div class="row"><div class="col-main"><article id="post-%d" class="post-%d post type-post status-publish format-standard has-post-thumbnail category-%s">'
                '<header class="entry-header"><a class="category-label" href="https://www.kathimerini.gr/%s/">%s</a><h1 class="entry-title">%s</h1>%s'
                '<div class="entry-meta"><span class="byline">%s</span><time class="entry-date published" datetime="%s">%s</time></div>'
                '<div class="article-tools"><button class="bookmark" type="button">Αποθήκευση</button><button class="font-resize" type="button">Α+</button>'
                '<ul class="share-buttons">%s</ul></div></header>%s'
                '<div class="entry-content">\n%s\n</div>'
                '<footer class="entry-footer"><div class="tags"><span class="tags-title">ΕΤΙΚΕΤΕΣ</span>%s</div>%s</footer></article>%s</div>'
                '<aside class="col-side"><div class="widget news-flow"><h3 class="widget-title">%s</h3><ul>%s</ul></div>'
                '<div class="widget most-popular"><h3 class="widget-title">%s</h3><ol>%s</ol></div></aside></div></div>') % (
            crumbs_home, spath, esc(el_upper(sec)), pid, pid, spath, spath, esc(el_upper(sec)), esc(t),
            '<div class="entry-excerpt"><p>%s</p></div>' % esc(lead) if lead else "", au, iso(pub), when, share, fig, textbox,
            tag_a("https://www.kathimerini.gr/tag/"), gn, newsletter, esc(flow_lab), flow_li, esc(pop_lab), pop_li)

    if site == "protothema":
        when = "%02d.%02d.%d \u2022 %s" % (pub.day, pub.month, pub.year, hm(pub))
        notice = ("Απαγορεύεται από το δίκαιο της Πνευμ. Ιδιοκτησίας η καθ\u0384οιονδήποτε τρόπο παράνομη χρήση/ιδιοποίηση του παρόντος, "
                  "με βαρύτατες αστικές και ποινικές κυρώσεις για τον παραβάτη")
        latest = "Δείτε όλες τις τελευταίες Ειδήσεις από την Ελλάδα και τον Κόσμο, τη στιγμή που συμβαίνουν, στο protothema.gr"
        EXTRAS.append(latest)
        if printed:
            EXTRAS.append(notice)
        aid = r.randint(1020000, 1560000)
        if amp:
            fig = ('<figure class="mainImg"><amp-img src="%s" width="1200" height="675" layout="responsive" alt="%s"></amp-img><figcaption>%s %s</figcaption></figure>' % (
                img(), esc(t[:80]), esc(c), esc(cr))) if lead_img else ""
            amp_share = "".join('<amp-social-share type="%s" width="36" height="36"%s></amp-social-share>' % (
                k, ' data-param-app_id="%d"' % r.randint(10 ** 14, 10 ** 15) if k == "facebook" else "") for k in ["facebook", "twitter", "whatsapp", "email"])
            return ('<div class="ampWrapper"><article class="amp-article" data-id="%d"><div class="artSection"><a href="https://www.protothema.gr/%s/">%s</a></div>'
                    '<h1 class="title">%s</h1><div class="time"><time datetime="%s">%s</time>%s</div>%s<div class="author">%s</div>'
                    '<div class="shareBar">%s</div>%s%s<div class="cnt">\n%s\n</div>%s<p class="latestNewsTxt">%s</p>'
                    '<div class="tags"><span>Ετικέτες:</span> %s</div></article>'
                    '<section class="newsFlow"><h3>%s</h3><ul>%s</ul></section></div>') % (
                aid, spath, esc(sec), esc(t), iso(pub), when, upd_s(lambda d: ' <span class="upd">Upd: %s</span>' % hm(d)),
                '<div class="subtitle"><h2>%s</h2></div>' % esc(lead) if lead else "", esc(author), amp_share, fig,
                '<p class="copyright">%s</p>' % notice if printed else "", textbox, gn, latest, tag_a("https://www.protothema.gr/tag/"), esc(flow_lab), flow_li)
        fig = ('<figure class="articleMainImg"><picture><source media="(max-width: 767px)" srcset="%s"/><img src="%s" alt="%s" width="1200" height="675"/></picture>'
               '<figcaption>%s%s</figcaption></figure>') % (img(600, 338), img(), esc(t[:80]), esc(c), (" <span class=\"credits\">%s</span>" % esc(cr)) if cr else "") if lead_img else ""
        thread = ""
        if talk:
            EXTRAS.extend(["Γράψτε το σχόλιό σας", "Απάντηση"])
            ct = pub
            items = ""
            for i, (_, _, cps, depth) in enumerate(cs):
                ct += datetime.timedelta(minutes=r.randint(3, 300))
                nm = r.choice(EL_COMMENTERS)
                items += ('<div class="comment" id="c%d"><div class="commentHead"><span class="commentName">%s</span><span class="commentDate">%02d.%02d.%d | %s</span></div>'
                          '<div class="commentText">%s</div><div class="commentActions"><a href="#" class="reply">Απάντηση</a><span class="likes">%d</span><span class="dislikes">%d</span></div>') % (
                    r.randint(10 ** 6, 10 ** 7), esc(nm), ct.day, ct.month, ct.year, hm(ct), "".join("<p>%s</p>" % esc(p) for p in cps), r.randint(0, 80), r.randint(0, 30))
                nxt = cs[i + 1][3] if i + 1 < len(cs) else 1
                items += '<div class="replies">' if nxt > depth else "</div></div></div>" if nxt < depth else "</div>"
            thread = ('<section class="comments" id="comments"><h3 class="commentsTitle">Σχόλια <span>(%d)</span></h3>%s'
                      '<form class="commentForm" action="/comments/post" method="post"><textarea name="text" placeholder="Γράψτε το σχόλιό σας"></textarea>'
                      '<input type="text" name="name" placeholder="Όνομα"/><button type="submit">Υποβολή</button></form>'
                      '<p class="commentsTerms"><a href="https://www.protothema.gr/terms/">Όροι χρήσης σχολίων</a></p></section>') % (len(cs), items)
        au = esc(author) if author == "Newsroom" else '<a href="https://www.protothema.gr/author/%s/">%s</a>' % (el_slug(who, style), esc(author))
        return ('<div class="articlePage"><div class="breadcrumbs"><a href="https://www.protothema.gr/">%s</a> &gt; <a href="https://www.protothema.gr/%s/">%s</a></div>'
                '<div class="row"><div class="colMain"><article class="article" data-id="%d" itemscope itemtype="https://schema.org/NewsArticle">'
                '<div class="articleTopInfo"><span class="time"><time datetime="%s" itemprop="datePublished">%s</time></span>%s</div>'
                '<h1 class="title" itemprop="headline">%s</h1>%s<div class="authorWrp"><span class="author">%s</span></div>'
                '<div class="socialShare"><ul>%s</ul></div>%s%s<div class="cnt" itemprop="articleBody">\n%s\n</div>%s<p class="latestNewsTxt">%s</p>'
                '<div class="tags"><span>Ετικέτες:</span> %s</div></article>%s%s</div>'
                '<aside class="colSide"><div class="newsFlow"><h3>%s</h3><ul>%s</ul></div><div class="mostPopular"><h3>%s</h3><ol>%s</ol></div></aside></div></div>') % (
            crumbs_home, spath, esc(sec), aid, iso(pub), when, upd_s(lambda d: '<span class="upd">Upd: %s</span>' % hm(d)), esc(t),
            '<div class="articleSubtitle"><h2>%s</h2></div>' % esc(lead) if lead else "", au, share,
            '<p class="copyright">%s</p>' % notice if printed else "", fig, textbox, gn, latest, tag_a("https://www.protothema.gr/tag/"), newsletter, thread,
            esc(flow_lab), flow_li, esc(pop_lab), pop_li)

    if site == "naftemporiki" and not late:
        when = "%02d/%02d/%d - %s" % (pub.day, pub.month, pub.year, hm(pub))
        fig = ('<div class="entityImage"><img src="%s" alt="%s" width="700" height="394"/><div class="imgCaption">%s %s</div></div>' % (
            img(700, 394), esc(t[:80]), esc(c), esc(cr))) if lead_img else ""
        return ('<div id="mainContent"><h1 class="logo"><a href="https://www.naftemporiki.gr/">Ναυτεμπορική</a></h1>'
                '<div id="leftPHArea"><div class="entityHeader" itemscope itemtype="http://schema.org/NewsArticle"><span itemprop="articleSection">%s</span>'
                '<h2 id="sTitle" itemprop="headline">%s</h2><div class="Date" itemprop="datePublished" content="%s">%s</div><div class="author">%s</div></div>%s'
                '<div class="shareTools"><ul>%s</ul></div>%s<div class="entityMain article" itemprop="articleBody">\n%s\n</div>'
                '<div class="tags"><span>Ετικέτες</span> %s</div>%s</div>'
                '<div id="rightPHArea"><div class="newsFlowBox"><h3>%s</h3><ul>%s</ul></div><div class="mostReadBox"><h3>%s</h3><ol>%s</ol></div></div></div>') % (
            esc(el_upper(sec)), esc(t), iso(pub), when, esc(author), '<h3 class="sumTitle">%s</h3>' % esc(lead) if lead else "", share, fig, textbox,
            tag_a("https://www.naftemporiki.gr/tag/"), gn, esc(flow_lab), flow_li, esc(pop_lab), pop_li)

    if site == "naftemporiki":
        when = "%02d %s %d - %s" % (pub.day, EL_MONTHS[pub.month - 1], pub.year, hm(pub))
        mins = max(1, len(" ".join(paras).split()) // 200 + r.choice([0, 1]))
        fig = ('<figure class="post-thumbnail"><img src="%s" alt="%s" width="1200" height="675"/><figcaption>%s %s</figcaption></figure>' % (
            img(), esc(t[:80]), esc(c), esc(cr))) if lead_img else ""
        top = spath.split("/")[0]
        return ('<main class="site-main single-post"><nav class="breadcrumb"><a href="https://www.naftemporiki.gr/">%s</a> / <a href="https://www.naftemporiki.gr/%s/">%s</a></nav>'
                '<div class="layout"><div class="layout__main"><article class="post-article">'
                '<header class="post-header"><a class="post-category" href="https://www.naftemporiki.gr/%s/">%s</a><h1 class="post-title">%s</h1>%s'
                '<div class="post-meta"><span class="post-author">%s</span><time class="post-date" datetime="%s">%s</time><span class="reading-time">Χρόνος ανάγνωσης: %d\u2032</span></div>'
                '<ul class="post-share">%s</ul></header>%s<div class="post-content entry-content">\n%s\n</div>'
                '<div class="post-tags"><span class="post-tags__label">Ετικέτες:</span>%s</div>%s</article>%s</div>'
                '<aside class="layout__side"><section class="widget latest-news"><h3 class="widget__title">%s</h3><ul>%s</ul></section>'
                '<section class="widget popular"><h3 class="widget__title">%s</h3><ol>%s</ol></section></aside></div></main>') % (
            crumbs_home, top, esc(sec), spath, esc(el_upper(sec)), esc(t), '<div class="post-excerpt"><p>%s</p></div>' % esc(lead) if lead else "",
            esc(author) if author in ("Newsroom", "Naftemporiki.gr") else '<a href="https://www.naftemporiki.gr/author/%s/">%s</a>' % (el_slug(who, style), esc(author)),
            iso(pub), when, mins, share, fig, textbox, tag_a("https://www.naftemporiki.gr/tag/"), gn, newsletter, esc(flow_lab), flow_li, esc(pop_lab), pop_li)

    if site == "ingr":
        when = "%d %s %d | %s" % (pub.day, EL_MONTHS[pub.month - 1], pub.year, hm(pub))
        h1c = "entry-title thirty black-c zonabold" if paper[0] == "tovima" else "entry-title black-c"
        fig = ('<figure class="main-img pos-rel"><img src="%s" alt="%s" width="1200" height="675"/>%s</figure>' % (
            img(), esc(t[:80]), '<figcaption class="img-caption">%s %s</figcaption>' % (esc(c), esc(cr)) if r.random() < 0.6 else "")) if lead_img else ""
        av = ('<div class="author-box"><img class="avatar" src="https://%s/wp-content/uploads/%d/%02d/%s-150x150.jpg" alt="%s" width="40" height="40"/>'
              '<span class="vcard author"><a href="https://%s/author/%s/">%s</a></span></div>') % (
            host, pub.year - r.randint(0, 2), r.randint(1, 12), el_slug(who, style), esc(author), host, el_slug(who, style), esc(author)) if author != "Newsroom" else (
            '<div class="author-box"><span class="vcard author">Newsroom</span></div>')
        return ('<div class="container single-article"><div class="row"><div class="col-lg-8"><article class="article-single">'
                '<div class="article-meta"><a class="cat-link" href="https://%s/%s/">%s</a> <time class="postdate updated" datetime="%s">%s</time>%s</div>'
                '<h1 class="%s">%s</h1>%s%s<div class="article-share"><ul>%s</ul></div>%s'
                '<div class="main-content pos-rel article-wrapper">\n%s\n</div>%s'
                '<div class="article-tags"><span>Tags</span> %s</div>'
                '<div class="fb-comments" data-href="https://%s/" data-numposts="5" data-width="100%%"></div></article>%s</div>'
                '<aside class="col-lg-4 sidebar"><div class="news-feed"><h3 class="widget-title">%s</h3><ul>%s</ul></div>'
                '<div class="popular"><h3 class="widget-title">%s</h3><ol>%s</ol></div></aside></div></div>') % (
            host, spath, esc(sec), iso(pub), when, upd_s(lambda d: ' <span class="upd">ΤΕΛΕΥΤΑΙΑ ΕΝΗΜΕΡΩΣΗ: %02d.%02d.%d | %s</span>' % (d.day, d.month, d.year, hm(d))),
            h1c, esc(t), '<div class="article-lead"><p>%s</p></div>' % esc(lead) if lead else "", av, share, fig, textbox, gn,
            tag_a("https://%s/tags/" % host), host, newsletter, esc(flow_lab), flow_li, esc(pop_lab), pop_li)

    # ERT News
    when = "%s, %02d %s %d %s" % (EL_DAY[pub.weekday()], pub.day, EL_MON[pub.month - 1], pub.year, hm(pub))
    fig = ('<figure class="post-featured-image"><img src="%s" alt="%s" width="1200" height="675"/>%s</figure>' % (
        img(), esc(t[:80]), '<figcaption>%s %s</figcaption>' % (esc(c), esc(cr)))) if lead_img else ""
    return ('<div class="site-content"><div class="content-area"><article class="post type-post status-publish format-standard has-post-thumbnail">'
            '<div class="post-header"><div class="post-categories"><a href="https://www.ertnews.gr/eidiseis/">Ειδήσεις</a> <a href="https://www.ertnews.gr/eidiseis/%s/">%s</a></div>'
            '<h1 class="post-title">%s</h1>%s<div class="post-meta"><span class="post-date"><time datetime="%s">%s</time></span>%s%s</div>'
            '<div class="post-share"><ul>%s</ul></div></div>%s<div class="post-content">\n%s\n</div>'
            '<div class="post-tags"><span>Ετικέτες:</span> %s</div>%s</article>%s</div>'
            '<aside class="widget-area"><section class="widget latest-posts"><h2 class="widget-title">%s</h2><ul>%s</ul></section>'
            '<section class="widget popular-posts"><h2 class="widget-title">%s</h2><ol>%s</ol></section></aside></div>') % (
        spath, esc(sec), esc(t), '<div class="post-excerpt"><p>%s</p></div>' % esc(lead) if lead else "", iso(pub), when,
        upd_s(lambda d: ' <span class="post-updated">Ενημέρωση: %s</span>' % hm(d)),
        ' <span class="post-author">%s</span>' % esc(author) if author != "ertnews.gr" else "", share, fig, textbox,
        tag_a("https://www.ertnews.gr/tag/"), gn, newsletter, esc(flow_lab), flow_li, esc(pop_lab), pop_li)
