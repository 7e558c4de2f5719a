print("openchart")
