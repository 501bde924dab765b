"""Messages of the second factor at sign-in (sr, en); ``fedreg_core.messages`` merges them in."""

SECOND_FACTOR_MESSAGES: dict[str, dict[str, str]] = {
    "sr": {
        "error_second_factor_code_format": (
            "Unesite šestocifreni kod iz aplikacije ili kod za oporavak (npr. K7QM-2XWP-9HDT)."
        ),
        "error_second_factor_code_wrong": "Kod nije ispravan.",
        "error_second_factor_code_used": "Ovaj kod je već iskorišćen. Sačekajte sledeći.",
        "error_second_factor_challenge_invalid": (
            "Prijava je istekla ili nije ispravna. Ponovo unesite email i lozinku."
        ),
        "error_second_factor_on": "Drugi faktor je već uključen.",
        "error_second_factor_off": "Drugi faktor nije uključen.",
        "error_second_factor_not_started": "Prvo započnite uključivanje drugog faktora.",
        "error_second_factor_admins_keep_it": (
            "Administratori moraju imati drugi faktor: ne možete ga isključiti."
        ),
        "error_second_factor_enrolment_required": (
            "Administratori moraju imati drugi faktor: uključite ga u profilu."
        ),
    },
    "en": {
        "error_second_factor_code_format": (
            "Enter the six-digit code from the app or a recovery code (e.g. K7QM-2XWP-9HDT)."
        ),
        "error_second_factor_code_wrong": "The code is not correct.",
        "error_second_factor_code_used": "This code has been used already. Wait for the next.",
        "error_second_factor_challenge_invalid": (
            "The sign-in has expired or is not valid. Enter your e-mail and password again."
        ),
        "error_second_factor_on": "The second factor is on already.",
        "error_second_factor_off": "The second factor is not on.",
        "error_second_factor_not_started": "Start switching the second factor on first.",
        "error_second_factor_admins_keep_it": (
            "Administrators must have a second factor: you cannot switch it off."
        ),
        "error_second_factor_enrolment_required": (
            "Administrators must have a second factor: switch it on in your profile."
        ),
    },
}
